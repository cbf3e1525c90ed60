package org.conquian.cli;

/** How the user ran this command, so that the commands we tell them to run next work from where they stand. */
final class Self {

    private Self() {
    }

    /** The launcher passes the path it was run by ({@code ./conquian}); run any other way, the command's name. */
    static String command() {
        return System.getProperty("conquian.command", "conquian");
    }

    /** A word of a command to copy into a shell: as it is when the shell takes it so, else in single quotes. */
    static String quoted(String word) {
        return word.matches("[A-Za-z0-9_./:=,@%+-]+") ? word : "'" + word.replace("'", "'\\''") + "'";
    }
}

package org.conquian.cli;

/** How the user ran this command, so that the commands we tell them to run next work from where they stand. */
final class Self {

    private Self() {
    }

    /** The launcher passes the path it was run by ({@code ./conquian}); run any other way, the command's name. */
    static String command() {
        return System.getProperty("conquian.command", "conquian");
    }
}

package org.conquian.log;

/** The log holds no match of that id. */
public final class NoSuchMatchException extends EventLogException {

    public NoSuchMatchException(String match, String log) {
        super("there is no match " + match + " in " + log);
    }
}

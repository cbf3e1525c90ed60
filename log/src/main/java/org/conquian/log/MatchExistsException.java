package org.conquian.log;

/** A match written whole is in the log already, with other events: nothing was written. */
public final class MatchExistsException extends EventLogException {

    public MatchExistsException(String match, String log) {
        super("match " + match + " already exists in " + log + " with other events");
    }
}

package org.conquian.log;

/** Another writer is recording the match: one writer per match at a time. */
public final class MatchBusyException extends EventLogException {

    public MatchBusyException(String match, String where) {
        super("match " + match + " is being recorded elsewhere (" + where + "); close that recorder first, or record another match");
    }
}

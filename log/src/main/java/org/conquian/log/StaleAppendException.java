package org.conquian.log;

/** An append that expected the match at another seq: the writer's view is stale, and nothing was written. */
public final class StaleAppendException extends EventLogException {

    public StaleAppendException(String match, long expected, long actual) {
        super("match " + match + " is at seq " + actual + ", not " + expected + " as this writer expected;"
                + " nothing was written: read the match again and retry");
    }
}

package org.conquian.log;

import java.io.IOException;

/** A request the event log refuses, with a message saying what to do. */
public class EventLogException extends IOException {

    public EventLogException(String message) {
        super(message);
    }

    public EventLogException(String message, Throwable cause) {
        super(message, cause);
    }
}

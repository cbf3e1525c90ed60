package org.conquian.recorder;

/** A match the recorder cannot start or continue, with what to do about it. */
public final class RecorderException extends Exception {

    public RecorderException(String message) {
        super(message);
    }
}

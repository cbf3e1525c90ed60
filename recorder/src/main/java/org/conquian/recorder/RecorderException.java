package org.conquian.recorder;

/** A match the recorder cannot start or continue, of what kind, with what to do about it. */
public final class RecorderException extends Exception {

    private final Refusal refusal;

    public RecorderException(Refusal refusal, String message) {
        super(message);
        this.refusal = refusal;
    }

    public Refusal refusal() {
        return refusal;
    }
}

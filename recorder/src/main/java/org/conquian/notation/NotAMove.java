package org.conquian.notation;

/** Text or a request that is not a move, with what is wrong with it; a move the rules refuse is not one of these. */
public final class NotAMove extends IllegalArgumentException {

    public NotAMove(String message) {
        super(message, null);
    }

    @Override
    public synchronized Throwable fillInStackTrace() {
        // a reader's answer, not a fault of the program: no stack to keep
        return this;
    }
}

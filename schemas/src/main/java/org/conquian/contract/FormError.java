package org.conquian.contract;

/**
 * A field that is not as the format says: where it is, and what was expected. Thrown while reading one
 * line and caught at that line, so it carries no stack trace.
 */
final class FormError extends RuntimeException {

    FormError(String message) {
        super(message, null, false, false);
    }

    static FormError missing(String path, String expected) {
        return new FormError("`" + path + "` is missing; it must be " + expected);
    }

    static FormError wrong(String path, String expected, String actual) {
        return new FormError("`" + path + "` must be " + expected + ", not " + actual);
    }
}

package org.conquian.server;

import org.conquian.recorder.Protocol;
import org.conquian.recorder.Refusal;

/** The HTTP status of each kind of answer the library gives, said once. */
final class Statuses {

    private Statuses() {
    }

    /** The status of an answer: {@code done} when it was carried out, a refusal's by its kind, 500 for a fault of the program. */
    static int of(Protocol.Reply reply, int done) {
        if (reply.fault()) {
            return 500;
        }
        return reply.refusal().map(Statuses::of).orElse(done);
    }

    static int of(Refusal refusal) {
        return switch (refusal) {
            case NO_SUCH_MATCH -> 404;
            case EXISTS, ENDED, BUSY_ELSEWHERE, STALE -> 409;
            case RULE, CANNOT_CONTINUE -> 422;
            case BAD_REQUEST -> 400;
            case LOG_DOWN -> 503;
        };
    }
}

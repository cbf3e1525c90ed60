package org.conquian.recorder;

import org.conquian.contract.Encoder;
import org.conquian.rules.Violation;

import java.util.List;
import java.util.Optional;

/** What became of a command given to the recorder: the events appended, or why nothing was appended. */
public sealed interface Outcome {

    /** Why nothing was recorded; none when the move is recorded, now or before. */
    Optional<Refusal> refusal();

    record Recorded(List<Encoder.Encoded> events) implements Outcome {
        public Recorded {
            events = List.copyOf(events);
        }

        @Override
        public Optional<Refusal> refusal() {
            return Optional.empty();
        }
    }

    record Refused(Violation violation) implements Outcome {
        @Override
        public Optional<Refusal> refusal() {
            return Optional.of(Refusal.RULE);
        }
    }

    /**
     * The same move was already recorded at the seq the request expected, as when a request is sent again
     * after its answer was lost: nothing new was appended, and these are the events it wrote then.
     */
    record Repeated(List<Encoder.Encoded> events) implements Outcome {
        public Repeated {
            events = List.copyOf(events);
        }

        @Override
        public Optional<Refusal> refusal() {
            return Optional.empty();
        }
    }

    /**
     * The request expected the match at an older seq, and the move is not the one recorded there: nothing
     * was appended. {@code after} holds the match's events after the expected seq, up to {@code lastSeq}.
     */
    record Stale(long expected, long lastSeq, List<Encoder.Encoded> after) implements Outcome {
        public Stale {
            after = List.copyOf(after);
        }

        @Override
        public Optional<Refusal> refusal() {
            return Optional.of(Refusal.STALE);
        }
    }
}

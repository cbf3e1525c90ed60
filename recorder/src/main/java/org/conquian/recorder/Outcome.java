package org.conquian.recorder;

import org.conquian.contract.Encoder;
import org.conquian.rules.Violation;

import java.util.List;

/** What became of a command given to the recorder: the events appended, or the rule it breaks (nothing appended). */
public sealed interface Outcome {

    record Recorded(List<Encoder.Encoded> events) implements Outcome {
        public Recorded {
            events = List.copyOf(events);
        }
    }

    record Refused(Violation violation) implements Outcome {
    }
}

package org.conquian.server;

import org.conquian.recorder.Protocol;
import org.conquian.recorder.Refusal;
import org.conquian.contract.StrictJson;
import org.junit.jupiter.api.Test;

import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** Each kind of answer has its HTTP status, said in one place. */
class StatusesTest {

    @Test
    void eachKindOfRefusalHasItsStatus() {
        Map<Refusal, Integer> expected = new EnumMap<>(Refusal.class);
        expected.put(Refusal.NO_SUCH_MATCH, 404);
        expected.put(Refusal.EXISTS, 409);
        expected.put(Refusal.ENDED, 409);
        expected.put(Refusal.BUSY_ELSEWHERE, 409);
        expected.put(Refusal.STALE, 409);
        expected.put(Refusal.RULE, 422);
        expected.put(Refusal.CANNOT_CONTINUE, 422);
        expected.put(Refusal.BAD_REQUEST, 400);
        expected.put(Refusal.LOG_DOWN, 503);
        assertThat(expected.keySet()).as("every kind").containsExactly(Refusal.values());
        expected.forEach((refusal, status) -> assertThat(Statuses.of(refusal)).as("%s", refusal).isEqualTo(status));
    }

    @Test
    void anAnswerCarriedOutHasTheRoutesStatusAndAFaultOfTheProgramIs500() {
        Protocol.Reply done = new Protocol.Reply(StrictJson.MAPPER.createObjectNode(), Optional.empty(), false);
        assertThat(Statuses.of(done, 201)).isEqualTo(201);
        Protocol.Reply stale = new Protocol.Reply(StrictJson.MAPPER.createObjectNode(), Optional.of(Refusal.STALE), false);
        assertThat(Statuses.of(stale, 200)).isEqualTo(409);
        Protocol.Reply fault = new Protocol.Reply(StrictJson.MAPPER.createObjectNode(), Optional.empty(), true);
        assertThat(Statuses.of(fault, 200)).isEqualTo(500);
    }
}

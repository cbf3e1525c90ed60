package org.conquian.kafka;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.conquian.audit.LogLine;
import org.conquian.audit.Fault;
import org.conquian.audit.Trust;
import org.conquian.contract.StateJson;
import org.conquian.contract.StrictJson;
import org.conquian.game.MatchState;
import org.conquian.recorder.LiveMatch;
import org.conquian.view.Viewer;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Optional;

/**
 * One match as the projector folds it from the topic, a live match of the library kept as its last state alone, guarding
 * the stream as a consumer of a log must: an exact duplicate of an event already applied is dropped; another event with
 * a seq already applied is a conflict, reported and not applied; a gap in the seq stops the match, as nothing after it
 * can be trusted; an event the audit faults stops it too.
 */
final class ProjectedMatch {

    enum Status { IN_PROGRESS, ENDED, INVALID, STOPPED }

    /** What became of one record. */
    enum Outcome { APPLIED, DUPLICATE, CONFLICT, GAP, FAULT, IGNORED }

    private final LiveMatch live;
    private Long firstOffset;
    private long lastOffset = -1;
    private Status status = Status.IN_PROGRESS;
    private String problem;

    ProjectedMatch(String match) {
        this.live = LiveMatch.keepingTheLastOnly(match);
    }

    /**
     * @param offset where the record is in its partition; the match's first event's is kept for the directory
     */
    Outcome accept(LogLine line, byte[] value, long offset) {
        if (status == Status.INVALID || status == Status.STOPPED) {
            return Outcome.IGNORED;
        }
        return switch (live.offer(line, value)) {
            case DUPLICATE -> Outcome.DUPLICATE;
            case CONFLICT -> {
                problem = "seq " + ((LogLine.EventLine) line).envelope().seq() + " came again with other content; the first one stands";
                yield Outcome.CONFLICT;
            }
            case GAP -> {
                status = Status.STOPPED;
                problem = "gap: seq " + ((LogLine.EventLine) line).envelope().seq() + " came after seq " + seq() + "; the match is stopped here";
                yield Outcome.GAP;
            }
            case FAULT -> faulted();
            case NEXT -> {
                if (live.audit().fault().isPresent()) {
                    yield faulted();
                }
                if (seq() == 1) {
                    firstOffset = offset;
                }
                lastOffset = offset;
                if (live.audit().state().stage() == MatchState.Stage.ENDED) {
                    status = Status.ENDED;
                }
                yield Outcome.APPLIED;
            }
            // the projector charges a record to the match its line names
            case OTHER_MATCH -> Outcome.IGNORED;
        };
    }

    private Outcome faulted() {
        Fault fault = live.audit().fault().orElseThrow();
        status = Status.INVALID;
        problem = fault.rule().id() + " at seq " + fault.seq() + ": " + fault.message();
        return Outcome.FAULT;
    }

    String match() {
        return live.match();
    }

    /** The seq of the last valid event. */
    long seq() {
        return live.audit().lastSeq();
    }

    /** Where the last applied event is. */
    long lastOffset() {
        return lastOffset;
    }

    Optional<Long> firstOffset() {
        return Optional.ofNullable(firstOffset);
    }

    MatchState state() {
        return live.audit().state();
    }

    Status status() {
        return status;
    }

    Optional<String> problem() {
        return Optional.ofNullable(problem);
    }

    /** Who signed the match and how far its signatures reach, and its committed shuffle, as an audit would say. */
    Trust trust() {
        return live.verdict().trust();
    }

    /**
     * The value written to the state topic: status, seq, a signed match's {@code signer} and {@code signedThrough},
     * a committed shuffle's {@code shuffle}, and the officials' view of the state.
     */
    byte[] json() {
        ObjectNode json = StrictJson.MAPPER.createObjectNode();
        json.put("match", match());
        json.put("status", StateJson.word(status));
        json.put("seq", seq());
        problem().ifPresent(text -> json.put("problem", text));
        StateJson.putTrust(json, trust());
        json.set("state", StateJson.of(state(), Viewer.OFFICIALS));
        try {
            return StrictJson.MAPPER.writeValueAsBytes(json);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

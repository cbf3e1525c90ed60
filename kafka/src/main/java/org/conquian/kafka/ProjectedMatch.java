package org.conquian.kafka;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.conquian.audit.LogLine;
import org.conquian.audit.Fault;
import org.conquian.audit.MatchAudit;
import org.conquian.audit.Trust;
import org.conquian.contract.StateJson;
import org.conquian.contract.StrictJson;
import org.conquian.game.MatchState;
import org.conquian.view.Viewer;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.Optional;

/**
 * One match as the projector folds it from the topic, guarding the stream as a consumer of a log must:
 * an exact duplicate of an event already applied is dropped; another event with a seq already applied is a
 * conflict, reported and not applied; a gap in the seq stops the match, as nothing after it can be trusted;
 * an event the rules refuse stops it too. Every event applied goes through the domain's fold.
 */
final class ProjectedMatch {

    enum Status { IN_PROGRESS, ENDED, INVALID, STOPPED }

    /** What became of one record. */
    enum Outcome { APPLIED, DUPLICATE, CONFLICT, GAP, FAULT, IGNORED }

    private final String match;
    private MatchAudit audit;
    private long[] hashes = new long[64];
    private long lastSeq;
    private Long firstOffset;
    private long lastOffset = -1;
    private Status status = Status.IN_PROGRESS;
    private String problem;

    ProjectedMatch(String match) {
        this.match = match;
        this.audit = MatchAudit.of(match, false);
    }

    /**
     * @param offset where the record is in its partition; the match's first event's is kept for the directory
     */
    Outcome accept(LogLine line, byte[] value, long offset) {
        if (status == Status.INVALID || status == Status.STOPPED) {
            return Outcome.IGNORED;
        }
        if (line instanceof LogLine.EventLine event) {
            long seq = event.envelope().seq();
            if (seq >= 1 && seq <= lastSeq) {
                if (hashes[(int) seq - 1] == hash(value)) {
                    return Outcome.DUPLICATE;
                }
                problem = "seq " + seq + " came again with other content; the first one stands";
                return Outcome.CONFLICT;
            }
            if (seq > lastSeq + 1 && lastSeq > 0) {
                status = Status.STOPPED;
                problem = "gap: seq " + seq + " came after seq " + lastSeq + "; the match is stopped here";
                return Outcome.GAP;
            }
        }
        audit = audit.accept(line);
        if (audit.fault().isPresent()) {
            Fault fault = audit.fault().get();
            status = Status.INVALID;
            problem = fault.rule().id() + " at seq " + fault.seq() + ": " + fault.message();
            return Outcome.FAULT;
        }
        lastSeq = ((LogLine.EventLine) line).envelope().seq();
        if (lastSeq == 1) {
            firstOffset = offset;
        }
        lastOffset = offset;
        remember(lastSeq, value);
        if (audit.state().stage() == MatchState.Stage.ENDED) {
            status = Status.ENDED;
        }
        return Outcome.APPLIED;
    }

    private void remember(long seq, byte[] value) {
        if (seq > hashes.length) {
            hashes = Arrays.copyOf(hashes, Math.max(hashes.length * 2, (int) seq));
        }
        hashes[(int) seq - 1] = hash(value);
    }

    /** 64-bit FNV-1a of the record's bytes: enough to tell a byte-for-byte repeat from another event. */
    private static long hash(byte[] value) {
        long hash = 0xcbf29ce484222325L;
        for (byte b : value) {
            hash = (hash ^ (b & 0xFF)) * 0x100000001b3L;
        }
        return hash;
    }

    String match() {
        return match;
    }

    long seq() {
        return lastSeq;
    }

    /** Where the last applied event is. */
    long lastOffset() {
        return lastOffset;
    }

    Optional<Long> firstOffset() {
        return Optional.ofNullable(firstOffset);
    }

    MatchState state() {
        return audit.state();
    }

    Status status() {
        return status;
    }

    Optional<String> problem() {
        return Optional.ofNullable(problem);
    }

    /** Who signed the match and how far its signatures reach, and its committed shuffle, as an audit would say. */
    Trust trust() {
        return audit.verdict(false).trust();
    }

    /**
     * The value written to the state topic: status, seq, a signed match's {@code signer} and {@code signedThrough},
     * a committed shuffle's {@code shuffle}, and the officials' view of the state.
     */
    byte[] json() {
        ObjectNode json = StrictJson.MAPPER.createObjectNode();
        json.put("match", match);
        json.put("status", StateJson.word(status));
        json.put("seq", lastSeq);
        problem().ifPresent(text -> json.put("problem", text));
        StateJson.putTrust(json, trust());
        json.set("state", StateJson.of(audit.state(), Viewer.OFFICIALS));
        try {
            return StrictJson.MAPPER.writeValueAsBytes(json);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

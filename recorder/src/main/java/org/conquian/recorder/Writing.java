package org.conquian.recorder;

import org.conquian.command.Command;
import org.conquian.contract.Encoder;
import org.conquian.contract.UtcTime;
import org.conquian.event.Event;
import org.conquian.event.MatchEnded;
import org.conquian.game.MatchState;
import org.conquian.log.EventLog;
import org.conquian.log.MatchWriter;

import java.io.IOException;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;

/**
 * What a live match records with, while this process records it: its log and the match's writer (its lock there), where its
 * deals come from, the key it is signed with and where a committed shuffle's seed is kept, and what opening it repaired
 * or warns of.
 *
 * @param signer the key the match is signed with, or null
 * @param seeds  where a committed shuffle's seed is kept until the match ends, or null
 */
record Writing(EventLog log, MatchWriter writer, Packs packs, Clock clock, KeyFiles.SigningKey signer, SeedStore seeds, List<String> repairs,
               List<String> warnings) {

    Writing(EventLog log, MatchWriter writer, Packs packs, Clock clock, KeyFiles.SigningKey signer, SeedStore seeds) {
        this(log, writer, packs, clock, signer, seeds, new ArrayList<>(writer.repairs()), new ArrayList<>());
    }

    /** Appends the events as one turn, sealed as this recorder writes them, durably. */
    List<Encoder.Encoded> append(List<Event> events) throws IOException {
        List<Event> sealed = sealed(events);
        List<Encoder.Encoded> appended = writer.append(writer.head().seq(), sealed, UtcTime.of(clock.instant()),
                signer == null ? null : signer.privateKey());
        if (seeds != null && packs.revealedSeed().isPresent() && sealed.stream().anyMatch(MatchEnded.class::isInstance)) {
            // revealed in the log now: nothing is left to keep secret
            seeds.forget(writer.head().match());
        }
        return appended;
    }

    /** The events as this recorder writes them, signed and with its committed shuffle ({@link Seal}). */
    List<Event> sealed(List<Event> events) {
        return Seal.of(signer == null ? null : signer.publicHex(), packs).applied(events);
    }

    /** The next deal of the match at this table, from the packs, or face down at a real table. */
    Command deal(MatchState table) {
        return packs.isFaceDown() ? new Command.DealConcealed() : new Command.Deal(packs.forDeal(table.dealsStarted() + 1, table.pack()));
    }

    /** Whether the line it appends is signed by this key: a line this recorder signs with it is, as it wrote the signature itself. */
    boolean signs(String publicHex) {
        return signer != null && signer.publicHex().equals(publicHex);
    }
}

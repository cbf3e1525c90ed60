package org.conquian.recorder;

import org.conquian.audit.Verdict;
import org.conquian.audit.ViewersCopy;
import org.conquian.command.Command;
import org.conquian.event.Event;
import org.conquian.event.MatchStarted;
import org.conquian.event.ShuffleCommit;
import org.conquian.game.DealState;
import org.conquian.game.Decision;
import org.conquian.game.Game;
import org.conquian.game.MatchState;
import org.conquian.log.EventLog;
import org.conquian.log.MatchWriter;
import org.conquian.rules.Options;
import org.conquian.rules.Profile;
import org.conquian.trust.FairShuffle;

import java.io.IOException;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Records live matches into an event log: the Java API for game servers, and what the command line's
 * prompt and its JSON protocol stand on.
 *
 * <pre>{@code
 * try (LiveMatch match = new Recorder(log, Clock.systemUTC()).start("club-7", List.of("ana", "ben"), null, Packs.random())) {
 *     match.deal();
 *     Outcome outcome = match.submit(new Command.Reveal("ana", match.state().currentDeal().orElseThrow().topOfStock().orElseThrow()));
 * }
 * }</pre>
 *
 * <p>A move the rules refuse that was played so at the table is recorded as played, and the director rules on it: the
 * refused move's call ({@link LiveMatch#callAsPlayed}), or a {@link Command.Call} without a move, then, while the call
 * waits ({@link LiveMatch#callWaiting}), the {@link Command.Rule} with its appeal, if any:
 *
 * <pre>{@code
 * Optional<Command.Call> call = match.callAsPlayed(refused);
 * if (call.isPresent()) {
 *     match.submit(call.get().by(Optional.of("ana"), Optional.of("ben put QS in his hand")));
 * }
 * match.submit(new Command.Rule("dora", RulingDecision.RECTIFY, Optional.of("R-TAKE: the take is withdrawn"), Optional.empty()));
 * }</pre>
 */
public final class Recorder {

    private final EventLog log;
    private final Clock clock;
    /** The key the matches are signed with, or null. */
    private final KeyFiles.SigningKey signer;
    /** Where the seeds of committed shuffles are kept, or null. */
    private final SeedStore seeds;

    public Recorder(EventLog log, Clock clock) {
        this(log, clock, null, null);
    }

    private Recorder(EventLog log, Clock clock, KeyFiles.SigningKey signer, SeedStore seeds) {
        this.log = log;
        this.clock = clock;
        this.signer = signer;
        this.seeds = seeds;
    }

    /**
     * A recorder that signs the matches it starts or resumes with this key: {@code MatchStarted} names its public
     * key, and the last event of every turn and {@code MatchEnded} carry a signature.
     */
    public Recorder signingWith(KeyFiles.SigningKey key) {
        return new Recorder(log, clock, key, seeds);
    }

    /** A recorder that keeps the secret seeds of committed shuffles ({@link Packs#committed}) in this store until each match ends. */
    public Recorder keepingSeedsIn(SeedStore store) {
        return new Recorder(log, clock, signer, store);
    }

    /**
     * Starts a new match, recording {@code MatchStarted}.
     *
     * @param firstDealer one of the players, or null to draw the first dealer from the packs' seed
     */
    public LiveMatch start(String match, List<String> players, String firstDealer, Packs packs) throws IOException, RecorderException {
        return start(match, players, firstDealer, Profile.ANGLO_40, Options.NONE, packs);
    }

    /** Starts a new match as asked, its packs from where it says. */
    public LiveMatch start(String match, NewMatch asked) throws IOException, RecorderException {
        return start(match, asked, asked.deals().packs());
    }

    /** Starts a new match as asked, dealt from these packs: a committed shuffle's, drawn before the players gave their salt. */
    public LiveMatch start(String match, NewMatch asked, Packs packs) throws IOException, RecorderException {
        return start(match, asked.players(), asked.firstDealer().orElse(null), asked.profile(), asked.options(), packs);
    }

    /**
     * Starts a new match of a profile, with what it chooses ({@link Options#NONE} for the profile's own).
     *
     * @param firstDealer one of the players, or null to draw the first dealer from the packs' seed
     */
    public LiveMatch start(String match, List<String> players, String firstDealer, Profile profile, Options options, Packs packs)
            throws IOException, RecorderException {
        return start(LiveMatch.of(match), players, firstDealer, profile, options, packs);
    }

    /**
     * Starts a new match into a live match that holds nothing yet, as a door that shows it from its first event made
     * it: recording {@code MatchStarted}.
     */
    public LiveMatch start(LiveMatch live, List<String> players, String firstDealer, Profile profile, Options options, Packs packs)
            throws IOException, RecorderException {
        String match = live.match();
        String dealer = firstDealer != null ? firstDealer : players.get(packs.firstDealerIndex(players.size()));
        Command.StartMatch start = new Command.StartMatch(players, profile.id(), dealer, options);
        // judged before the log is touched, so that a start the rules refuse leaves nothing behind
        if (Game.decide(MatchState.NOT_STARTED, start) instanceof Decision.Refused refused) {
            throw new RecorderException(Refusal.RULE, "cannot start match " + match + ": " + refused.violation());
        }
        MatchWriter writer = log.openWriter(match);
        try {
            if (writer.head().seq() > 0) {
                throw new RecorderException(Refusal.EXISTS, "match " + match + " already exists in " + log.describe()
                        + "; continue it with `record resume " + match + "`, or choose another id");
            }
            if (packs.commit().isPresent()) {
                if (seeds == null) {
                    throw new RecorderException(Refusal.CANNOT_CONTINUE, "match " + match
                            + " deals from a committed shuffle, but the recorder has nowhere to keep its seed");
                }
                // kept durably before its commit reaches the log, so that a recorder that dies deals on from it
                seeds.keep(match, packs.fairSeed().orElseThrow());
            }
            live.record(new Writing(log, writer, packs, clock, signer, seeds));
            Outcome outcome = live.submit(start);
            if (outcome instanceof Outcome.Refused refused) {
                throw new RecorderException(Refusal.RULE, "cannot start match " + match + ": " + refused.violation());
            }
            return live;
        } catch (IOException | RecorderException | RuntimeException e) {
            writer.close();
            throw e;
        }
    }

    /**
     * Continues a match from its log. The log is audited first: an invalid or ended match cannot be
     * continued. Events a crash left owing (the end of a won deal, say) are appended at once.
     */
    public LiveMatch resume(String match, Packs packs) throws IOException, RecorderException {
        return resume(match, packs, null);
    }

    /**
     * Continues a live match this process follows already (a door that showed it before it records it), as
     * {@link #resume(String, Packs)} does: the log is read past what the live match holds, no further back.
     */
    public LiveMatch resume(LiveMatch live, Packs packs) throws IOException, RecorderException {
        return resume(live.match(), packs, live);
    }

    private LiveMatch resume(String match, Packs packs, LiveMatch known) throws IOException, RecorderException {
        if (!log.exists(match)) {
            throw new RecorderException(Refusal.NO_SUCH_MATCH, "there is no match " + match + " in " + log.describe() + "; start it with `record new`");
        }
        MatchWriter writer = log.openWriter(match);
        try {
            if (writer.head().seq() == 0) {
                throw new RecorderException(Refusal.NO_SUCH_MATCH, "there is no match " + match + " in " + log.describe() + "; start it with `record new`");
            }
            LiveMatch live = known != null ? known : LiveMatch.of(match);
            live.readFrom(log);
            if (live.audit().events() == 0) {
                throw new IOException("the log of match " + match + " holds none of its events");
            }
            Verdict verdict = live.verdict();
            switch (verdict.kind()) {
                case INVALID -> throw new RecorderException(Refusal.CANNOT_CONTINUE, "match " + match + "'s log is invalid at seq "
                        + verdict.fault().seq() + " (" + verdict.fault().rule().id() + ": " + verdict.fault().message() + "); it cannot be continued");
                case VALID -> throw new RecorderException(Refusal.ENDED, "match " + match + " has ended; there is nothing left to record");
                case REDACTED -> throw new RecorderException(Refusal.CANNOT_CONTINUE, "match " + match + "'s log is " + ViewersCopy.VERDICT
                        + "; it cannot be continued");
                case IN_PROGRESS, EMPTY -> {
                    // continued below (the verdict of one match's fold is never EMPTY: that is a file's with no event)
                }
            }
            // a match recorded at a real table goes on so: its last deal says how it is dealt
            MatchState last = live.state();
            Optional<DealState> lastDeal = last instanceof MatchState.Started started ? started.lastDeal() : Optional.empty();
            MatchStarted started = (MatchStarted) live.event(1).orElseThrow().event();
            checkSigner(match, started);
            List<String> warnings = new ArrayList<>();
            ShuffleCommit shuffle = started.shuffle();
            Packs continuing = shuffle != null ? committedPacks(match, shuffle, warnings)
                    : lastDeal.filter(DealState::concealed).isPresent() ? packs.faceDown() : packs;
            if (shuffle == null && lastDeal.isEmpty() && !continuing.isFaceDown()) {
                // the format keeps whether a table's cards are real in its deals alone: before the first, the caller says
                warnings.add("no deal of match " + match + " is recorded yet, so its log cannot say whether its cards are real: its deals"
                        + " are dealt here, face up. At a table with real cards, resume it concealed (record resume --concealed;"
                        + " \"concealed\": true in a request)");
            }
            live.record(new Writing(log, writer, continuing, clock, signer, seeds));
            warnings.forEach(live::warn);
            List<Event> owed = Game.pending(last);
            if (!owed.isEmpty()) {
                live.complete(owed);
            }
            live.noteCutTurn();
            return live;
        } catch (IOException | RecorderException | RuntimeException e) {
            writer.close();
            throw e;
        }
    }

    /** A signed match goes on signed by its own key, and an unsigned one unsigned: a signature cannot be added later. */
    private void checkSigner(String match, MatchStarted started) throws RecorderException {
        if (started.signer() != null && (signer == null || !signer.publicHex().equals(started.signer()))) {
            throw new RecorderException(Refusal.CANNOT_CONTINUE, "match " + match + " is signed by the key " + started.signer() + "; resume it with that key"
                    + " (its private key file: --sign-with, or signWith in a request)" + (signer == null ? "" : ", not with " + signer.publicHex()));
        }
        if (started.signer() == null && signer != null) {
            throw new RecorderException(Refusal.CANNOT_CONTINUE, "match " + match + " was started unsigned, and a signature cannot be added to it later;"
                    + " resume it without a key");
        }
    }

    /** The packs of a match with a committed shuffle, from its kept seed; a seed that is lost is said at once. */
    private Packs committedPacks(String match, ShuffleCommit commit, List<String> warnings) throws IOException, RecorderException {
        if (seeds == null) {
            throw new RecorderException(Refusal.CANNOT_CONTINUE, "match " + match + " deals from a committed shuffle, but the recorder was given no place where its seed is kept");
        }
        Optional<byte[]> seed;
        try {
            seed = seeds.read(match);
        } catch (IllegalStateException e) {
            throw new RecorderException(Refusal.CANNOT_CONTINUE, e.getMessage());
        }
        if (seed.isPresent() && FairShuffle.commit(seed.get()).equals(commit.commit())) {
            return Packs.committed(seed.get(), commit.salt());
        }
        warnings.add("the seed of match " + match + "'s committed shuffle is " + (seed.isEmpty() ? "not at " + seeds.fileOf(match) + " any more"
                : "not the one its MatchStarted committed to, at " + seeds.fileOf(match)) + ": the match can go on, dealt from a new random"
                + " seed, but it cannot end valid (its MatchEnded cannot reveal the committed seed: R-SHUFFLE)");
        return Packs.seedLost(commit);
    }
}

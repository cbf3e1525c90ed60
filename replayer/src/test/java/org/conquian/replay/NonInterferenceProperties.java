package org.conquian.replay;

import com.fasterxml.jackson.core.JsonProcessingException;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.conquian.audit.LogLine;
import org.conquian.audit.Verdict;
import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.command.Command;
import org.conquian.contract.Ed25519;
import org.conquian.contract.Encoder;
import org.conquian.contract.EventJson;
import org.conquian.contract.FrameJson;
import org.conquian.contract.Head;
import org.conquian.contract.LineParser;
import org.conquian.contract.MovesJson;
import org.conquian.contract.StateJson;
import org.conquian.contract.StrictJson;
import org.conquian.event.AppealDecided;
import org.conquian.event.CardsExchanged;
import org.conquian.event.DealEnded;
import org.conquian.event.DealStarted;
import org.conquian.event.Envelope;
import org.conquian.event.Event;
import org.conquian.event.HandsShown;
import org.conquian.event.IrregularityCalled;
import org.conquian.event.MatchEnded;
import org.conquian.event.MatchStarted;
import org.conquian.event.RulingGiven;
import org.conquian.game.DealState;
import org.conquian.game.Game;
import org.conquian.game.LegalMoves;
import org.conquian.game.MatchState;
import org.conquian.game.TableRecord;
import org.conquian.rules.Options;
import org.conquian.rules.Profile;
import org.conquian.testkit.DisputedMatch;
import org.conquian.testkit.Fair;
import org.conquian.testkit.Knowledge;
import org.conquian.testkit.Tables;
import org.conquian.view.Move;
import org.conquian.view.Moves;
import org.conquian.view.Observer;
import org.conquian.view.Viewer;

import java.io.ByteArrayOutputStream;
import java.security.PrivateKey;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.function.BiFunction;
import java.util.function.IntFunction;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Secrecy as non-interference: what a viewer is given depends only on what that viewer may know. Over pairs of
 * records of bots' matches that differ only in what the viewer may not know (another player's hand, the stock's
 * order, a cambio card the viewer neither gave nor received: every card of a known deal the viewer has not seen by
 * then, moved round in a cycle), in every profile, with known, concealed and mixed deals, chained, signed and dealt from a
 * committed shuffle, with calls, rulings and appeals, for a spectator and each player, every output the library gives that viewer is the same, byte
 * for byte: its events with their envelopes, its frames (with its moves), its JSON state, the text table with its
 * words, and the replay page. Observers broken on purpose (one that hides nothing, one that keeps the
 * record's envelope, the moves filtered as they were before the observer decided them) give different bytes.
 */
public class NonInterferenceProperties {

    private static final String AT = "2026-11-29T18:00:00Z";
    /** The match every record is of. */
    public static final String MATCH = "m-1";
    private static final PrivateKey KEY = Ed25519.signingKey(Ed25519.newKeyPair().getPrivate());
    private static final RuleBook BOOK = RuleBook.load();

    /** How the deals of a record are dealt: all known, all face down at a real table, or every other one face down. */
    public enum Deals { KNOWN, CONCEALED, MIXED }

    /** What vouches for a record: its chain alone, signatures, a committed shuffle, or both. */
    public enum Trust { CHAINED, SIGNED, COMMITTED, SIGNED_AND_COMMITTED }

    /**
     * A kind of record; a committed shuffle deals every deal itself, so its deals are known. A disputed record's bots play
     * irregularities now and then, called and ruled on at once, some appealed: the calls, rulings and appeals are shown to
     * every viewer as recorded.
     */
    public record Kind(Deals deals, Trust trust, boolean disputed) {
        public Kind(Deals deals, Trust trust) {
            this(deals, trust, false);
        }

        boolean committed() {
            return trust == Trust.COMMITTED || trust == Trust.SIGNED_AND_COMMITTED;
        }

        boolean signed() {
            return trust == Trust.SIGNED || trust == Trust.SIGNED_AND_COMMITTED;
        }
    }

    public static final List<Kind> KINDS = List.of(new Kind(Deals.KNOWN, Trust.CHAINED), new Kind(Deals.CONCEALED, Trust.CHAINED),
            new Kind(Deals.MIXED, Trust.CHAINED), new Kind(Deals.KNOWN, Trust.SIGNED), new Kind(Deals.CONCEALED, Trust.SIGNED),
            new Kind(Deals.MIXED, Trust.SIGNED), new Kind(Deals.KNOWN, Trust.COMMITTED), new Kind(Deals.KNOWN, Trust.SIGNED_AND_COMMITTED),
            new Kind(Deals.KNOWN, Trust.CHAINED, true), new Kind(Deals.CONCEALED, Trust.SIGNED, true));

    /** A table of each profile. */
    private static final List<Object[]> TABLES = Tables.everyProfile().allValues().orElseThrow().toList();

    @Provide
    Arbitrary<Object[]> tables() {
        return Tables.everyProfile();
    }

    /**
     * Every profile and every kind of record, for a spectator and each player, cut at its end and at two moments (one
     * of them when a card is about to be turned up): the same bytes whatever the record holds that the viewer may not
     * know by then.
     */
    @Property(tries = 2)
    void aViewerIsGivenTheSameBytesWhateverTheRecordHoldsThatTheViewerMayNotKnow(@ForAll long seed) {
        for (Object[] table : TABLES) {
            aViewerIsGivenTheSameBytes(table, seed);
        }
    }

    private static void aViewerIsGivenTheSameBytes(Object[] table, long seed) {
        int differing = 0;
        int director = 0;
        for (Kind kind : KINDS) {
            Cuts cuts = Cuts.of(record(table, seed, kind), kind, seed);
            director += (int) cuts.record().stream().filter(event -> event instanceof IrregularityCalled || event instanceof RulingGiven
                    || event instanceof AppealDecided).count();
            for (Viewer viewer : Tables.viewers(table)) {
                if (viewer instanceof Viewer.Officials) {
                    continue;
                }
                List<String> all = positions(cuts.records().getFirst(), viewer, cuts.record().size());
                for (Pair pair : cuts.pairs(viewer)) {
                    differing += pair.differ() ? 1 : 0;
                    String what = kind + ", as " + viewer + ", up to seq " + pair.cut();
                    assertSame(all.subList(0, OUTPUTS * pair.cut()), positions(pair.twin(), viewer, pair.cut()), what);
                    assertThat(page(pair.twin(), viewer)).as("the replay page, " + what).isEqualTo(page(pair.record(), viewer));
                }
            }
        }
        assertThat(differing).as("records that differ in what a viewer may not know").isPositive();
        assertThat(director).as("calls, rulings and appeals in the disputed records").isPositive();
    }

    /**
     * The same pairs tell apart what an observer broken on purpose would give: one that hides nothing (the officials'
     * view), one that keeps the record's envelope on a viewer's events, and a player's moves filtered from the
     * officials' as the server filtered them before the observer decided the moves (a reveal named its card).
     */
    @Property(tries = 2)
    void observersBrokenOnPurposeGiveAwayWhatTheViewerMayNotKnow(@ForAll("tables") Object[] table, @ForAll long seed) {
        Map<String, BiFunction<Replay, Viewer, List<String>>> broken = new LinkedHashMap<>();
        broken.put("an observer that hides nothing", (replay, viewer) -> positions(replay, Viewer.OFFICIALS, replay.end()));
        broken.put("an observer that keeps the record's envelope", NonInterferenceProperties::eventsInTheRecordsEnvelope);
        broken.put("an observer that filters the officials' moves", NonInterferenceProperties::officialsMovesOfThePlayer);
        Map<String, Integer> caught = new HashMap<>();
        for (Kind kind : List.of(new Kind(Deals.KNOWN, Trust.CHAINED), new Kind(Deals.MIXED, Trust.SIGNED))) {
            Cuts cuts = Cuts.of(record(table, seed, kind), kind, seed);
            for (Viewer viewer : Tables.viewers(table)) {
                if (viewer instanceof Viewer.Player) {
                    for (Pair pair : cuts.pairs(viewer)) {
                        broken.forEach((name, outputs) -> caught.merge(name,
                                outputs.apply(pair.record(), viewer).equals(outputs.apply(pair.twin(), viewer)) ? 0 : 1, Integer::sum));
                    }
                }
            }
        }
        broken.keySet().forEach(name -> assertThat(caught.get(name)).as(name + ": pairs told apart").isPositive());
    }

    /** The outputs of each position: the event, the frame, the state, and the text table. */
    private static final int OUTPUTS = 4;

    /** What the library gives the viewer of each event up to seq {@code upTo}, each labelled with what and where it is. */
    static List<String> positions(Replay replay, Viewer viewer, int upTo) {
        Observer observer = Observer.of(viewer);
        List<String> outputs = new ArrayList<>();
        for (int position = 1; position <= upTo; position++) {
            Replay.Moment moment = replay.momentAt(position).orElseThrow();
            MatchState before = replay.stateAt(position - 1);
            Envelope envelope = moment.line().envelope();
            Optional<Event> previous = position >= 2 ? Optional.of(replay.momentAt(position - 1).orElseThrow().event()) : Optional.empty();
            outputs.add("event " + position + ": " + EventJson.lineText(EventJson.toJson(observer.envelope(envelope), observer.event(before, moment.event()))));
            outputs.add("frame " + position + ": " + json(FrameJson.of(observer.frame(envelope, before, moment.event(), previous, moment.after()))));
            outputs.add("state " + position + ": " + json(StateJson.of(moment.after(), viewer)));
            outputs.add("table " + position + ": " + String.join("\n", new TableView(Style.RICH, viewer).render(replay.match(), moment.after(),
                    replay.describe(position, viewer), Optional.of(moment.seq()))));
        }
        return outputs;
    }

    private static String page(Replay replay, Viewer viewer) {
        return HtmlReplay.page(replay, viewer, BOOK, Optional.empty());
    }

    private static List<String> eventsInTheRecordsEnvelope(Replay replay, Viewer viewer) {
        Observer observer = Observer.of(viewer);
        List<String> events = new ArrayList<>();
        for (int position = 1; position <= replay.end(); position++) {
            Replay.Moment moment = replay.momentAt(position).orElseThrow();
            events.add(EventJson.lineText(EventJson.toJson(moment.line().envelope(), observer.event(replay.stateAt(position - 1), moment.event()))));
        }
        return events;
    }

    private static List<String> officialsMovesOfThePlayer(Replay replay, Viewer viewer) {
        String player = ((Viewer.Player) viewer).name();
        List<String> moves = new ArrayList<>();
        for (int position = 1; position <= replay.end(); position++) {
            LegalMoves legal = LegalMoves.of(replay.stateAt(position));
            Moves own = new Moves(legal.actor(), legal.dealDue(), legal.exchangeDue(), Map.of(),
                    legal.moves().stream().filter(command -> player.equals(command.player())).<Move>map(Move.Named::new).toList(), List.of(), List.of(),
                    legal.rulingDue(), CardSet.EMPTY, Map.of());
            moves.add(json(MovesJson.of(MATCH, own)));
        }
        return moves;
    }

    private static void assertSame(List<String> ours, List<String> theirs, String what) {
        for (int i = 0; i < Math.min(ours.size(), theirs.size()); i++) {
            assertThat(theirs.get(i)).as("%s, %s", what, ours.get(i).substring(0, Math.min(40, ours.get(i).length()))).isEqualTo(ours.get(i));
        }
        assertThat(theirs).as(what).hasSameSizeAs(ours);
    }

    /**
     * The disputed match of the table from the seed, or from the first seed after it whose bots play an irregularity: a
     * short match may play none, and a disputed record without a call would test nothing of them.
     */
    private static DisputedMatch disputed(Object[] table, long seed, boolean faceUpOnly) {
        for (int tried = 0; tried < 100; tried++) {
            DisputedMatch match = DisputedMatch.play(table, seed + tried, faceUpOnly);
            if (match.expected().rulings() > 0) {
                return match;
            }
        }
        throw new AssertionError("no irregularity is played in the matches of the 100 seeds from " + seed);
    }

    /** A bots' match of the table of this kind; a committed match up to its end, which reveals the seed and so every deal. */
    private static List<Event> record(Object[] table, long seed, Kind kind) {
        @SuppressWarnings("unchecked")
        List<String> players = (List<String>) table[2];
        List<Event> known = kind.committed() ? Fair.match(players, (Profile) table[0], (Options) table[1], seed, "ana:7f")
                : kind.disputed() ? disputed(table, seed, kind.deals() != Deals.KNOWN).events()
                : Tables.played(table, seed, false);
        if (kind.committed()) {
            known = known.subList(0, known.size() - 1);
        }
        List<Event> record = switch (kind.deals()) {
            case KNOWN -> new ArrayList<>(known);
            case CONCEALED -> TableRecord.of(known, seed % 2 == 0);
            case MIXED -> everyOtherDealConcealed(known, seed % 2 == 0);
        };
        if (kind.signed()) {
            MatchStarted started = (MatchStarted) record.getFirst();
            record.set(0, started.withTrust(Ed25519.publicHex(KEY), started.shuffle()));
        }
        return record;
    }

    /** The odd deals as a real table records them, face down (their hands shown at their end, if said); the even ones known. */
    private static List<Event> everyOtherDealConcealed(List<Event> known, boolean handsShown) {
        List<Event> record = new ArrayList<>();
        MatchState state = MatchState.NOT_STARTED;
        boolean concealed = false;
        for (Event event : known) {
            state = Game.evolve(state, event);
            if (event instanceof DealStarted dealt) {
                concealed = dealt.deal() % 2 == 1;
            }
            if (concealed && event instanceof DealStarted dealt) {
                record.add(DealStarted.concealed(dealt.deal(), dealt.dealer()));
            } else {
                record.add(concealed && event instanceof CardsExchanged ? CardsExchanged.concealed() : event);
            }
            if (concealed && handsShown && event instanceof DealEnded && state instanceof MatchState.Started started) {
                DealState deal = started.deal();
                Map<String, List<Card>> hands = new LinkedHashMap<>();
                deal.seats().forEach(player -> hands.put(player, deal.holding(player).hand().toList()));
                record.add(new HandsShown(hands));
            }
        }
        return record;
    }

    /**
     * A record's log and its twin's for one viewer, both cut after seq {@code cut}, as a log file holds them: for a door's
     * tests, which serve each and compare what the viewer is given.
     */
    public record Logs(int cut, byte[] record, byte[] twin, boolean differ) {
    }

    /**
     * The logs of a bots' match of the table of this kind and of its twins for the viewer, cut where {@link Cuts} cuts it,
     * each cut of the match {@code match} names it.
     */
    public static List<Logs> logs(Object[] table, long seed, Kind kind, Viewer viewer, IntFunction<String> match) {
        List<Event> record = record(table, seed, kind);
        Cuts cuts = Cuts.of(record, kind, seed);
        List<Logs> logs = new ArrayList<>();
        for (int cut : cuts.at()) {
            List<Event> prefix = record.subList(0, cut);
            List<Event> twin = twin(prefix, viewer, cuts.random());
            logs.add(new Logs(cut, log(prefix, kind, match.apply(cut)), log(twin, kind, match.apply(cut)), !twin.equals(prefix)));
        }
        return logs;
    }

    private static byte[] log(List<Event> events, Kind kind, String match) {
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        for (Encoder.Encoded encoded : encoded(events, kind, match)) {
            log.writeBytes(encoded.line());
            log.write('\n');
        }
        return log.toByteArray();
    }

    /** A record and its twin for one viewer, both cut after seq {@code cut}, folded. */
    record Pair(Replay record, Replay twin, int cut, boolean differ) {
    }

    /**
     * A record, where it is cut (at its end and at two moments: one when a card is about to be turned up, a reveal
     * being among the moves, one at random), and the record up to each cut, folded.
     */
    record Cuts(List<Event> record, Kind kind, List<Integer> at, List<Replay> records, Random random) {

        static Cuts of(List<Event> record, Kind kind, long seed) {
            Random random = new Random(seed);
            List<Integer> at = new ArrayList<>(List.of(record.size()));
            List<Integer> revealsDue = new ArrayList<>();
            MatchState state = MatchState.NOT_STARTED;
            for (int i = 0; i < record.size(); i++) {
                state = Game.evolve(state, record.get(i));
                if (state.currentDeal().filter(deal -> !deal.concealed()).isPresent()
                        && LegalMoves.of(state).moves().stream().anyMatch(Command.Reveal.class::isInstance)) {
                    revealsDue.add(i + 1);
                }
            }
            if (!revealsDue.isEmpty()) {
                at.add(revealsDue.get(random.nextInt(revealsDue.size())));
            }
            at.add(1 + random.nextInt(record.size()));
            return new Cuts(record, kind, at, at.stream().map(cut -> replay(record.subList(0, cut), kind)).toList(), random);
        }

        /** For each cut, the record and its twin for the viewer, up to it. */
        List<Pair> pairs(Viewer viewer) {
            List<Pair> pairs = new ArrayList<>();
            for (int i = 0; i < at.size(); i++) {
                List<Event> prefix = record.subList(0, at.get(i));
                List<Event> twin = twin(prefix, viewer, random);
                Replay ours = records.get(i);
                Replay theirs = replay(twin, kind);
                assertThat(List.of(theirs.verdict().kind(), theirs.verdict().events(), theirs.verdict().trust())).as("the twin's verdict")
                        .isEqualTo(List.of(ours.verdict().kind(), ours.verdict().events(), ours.verdict().trust()));
                pairs.add(new Pair(ours, theirs, at.get(i), !twin.equals(prefix)));
            }
            return pairs;
        }
    }

    /**
     * The record with every card of each known deal that the viewer does not see by the record's end (another's hand,
     * the stock's order, a cambio card the viewer neither gave nor received) moved round in one cycle, in a random
     * order: the same play, other hidden cards.
     */
    static List<Event> twin(List<Event> record, Viewer viewer, Random random) {
        List<CardSet> known = Knowledge.atEachPosition(record, viewer);
        List<Event> twin = new ArrayList<>(record);
        for (int start = 0; start < record.size(); start++) {
            if (!(record.get(start) instanceof DealStarted dealt) || dealt.concealed()) {
                continue;
            }
            int end = start + 1;
            while (end < record.size() && !(record.get(end) instanceof DealStarted)) {
                end++;
            }
            CardSet dealtCards = CardSet.of(dealt.stock());
            for (List<Card> hand : dealt.hands().values()) {
                dealtCards = dealtCards.union(CardSet.of(hand));
            }
            List<Card> hidden = new ArrayList<>(dealtCards.minus(known.get(end)).toList());
            Collections.shuffle(hidden, random);
            Map<Card, Card> moved = new HashMap<>();
            for (int i = 0; i < hidden.size(); i++) {
                moved.put(hidden.get(i), hidden.get((i + 1) % hidden.size()));
            }
            for (int i = start; i < end; i++) {
                twin.set(i, moved(record.get(i), moved));
            }
        }
        return twin;
    }

    private static Event moved(Event event, Map<Card, Card> moved) {
        return switch (event) {
            case DealStarted dealt -> {
                Map<String, List<Card>> hands = new LinkedHashMap<>();
                dealt.hands().forEach((player, hand) -> hands.put(player, hand.stream().map(card -> moved.getOrDefault(card, card)).toList()));
                yield new DealStarted(dealt.deal(), dealt.dealer(), hands, dealt.stock().stream().map(card -> moved.getOrDefault(card, card)).toList());
            }
            case CardsExchanged exchanged when exchanged.given().isPresent() -> {
                Map<String, Card> given = new LinkedHashMap<>();
                exchanged.given().get().forEach((player, card) -> given.put(player, moved.getOrDefault(card, card)));
                yield new CardsExchanged(given);
            }
            default -> {
                // a card the viewer has not seen lay face up nowhere: no other event names one
                assertThat(event.cards().stream().filter(moved::containsKey)).as("%s names no card the viewer has not seen", event).isEmpty();
                yield event;
            }
        };
    }

    /**
     * The record as a log holds it, read back and folded; valid so far. It is chained, and when the kind is signed every
     * fourth event is signed, and MatchEnded, as a recorder signs the last event of a turn.
     */
    private static Replay replay(List<Event> events, Kind kind) {
        List<LogLine> lines = new ArrayList<>();
        LineParser parser = new LineParser();
        for (Encoder.Encoded encoded : encoded(events, kind, MATCH)) {
            lines.add(parser.parse(lines.size() + 1, encoded.line(), 0, encoded.line().length, true));
        }
        Replay replay = Replay.of(MATCH, lines.iterator());
        assertThat(replay.verdict().kind()).as("%s: %s", kind, replay.verdict()).isIn(Verdict.Kind.VALID, Verdict.Kind.IN_PROGRESS);
        return replay;
    }

    /** The record's events as a recorder writes them: chained, and when the kind is signed every fourth one signed, and MatchEnded. */
    private static List<Encoder.Encoded> encoded(List<Event> events, Kind kind, String match) {
        Head head = Head.empty(match);
        List<Encoder.Encoded> lines = new ArrayList<>();
        for (Event event : events) {
            boolean signed = kind.signed() && (lines.size() % 4 == 3 || event instanceof MatchEnded);
            Encoder.Encoded encoded = Encoder.encode(head, event, AT, signed ? KEY : null);
            lines.add(encoded);
            head = encoded.head();
        }
        return lines;
    }

    private static String json(Object value) {
        try {
            return StrictJson.MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}

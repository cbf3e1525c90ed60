package org.conquian.audit;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.conquian.bot.BotMatch;
import org.conquian.card.Card;
import org.conquian.event.CardDiscarded;
import org.conquian.event.DealEnded;
import org.conquian.event.DealStarted;
import org.conquian.event.Event;
import org.conquian.event.MeldsRearranged;
import org.conquian.event.StockCardRevealed;
import org.conquian.game.TableRecord;
import org.conquian.rules.Options;
import org.conquian.rules.Profile;
import org.conquian.testkit.Audits;
import org.conquian.testkit.Tables;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A concealed deal is judged by what the table shows: any valid known match, recorded as a real table
 * records it, is valid; and a fault that public information shows is found at the same event, with the
 * same rule, in both.
 */
class ConcealedDealProperties {

    @Provide
    Arbitrary<Object[]> tables() {
        return Tables.everyProfile();
    }

    @SuppressWarnings("unchecked")
    private static List<Event> played(Object[] table, long seed) {
        return BotMatch.play((List<String>) table[2], (Profile) table[0], (Options) table[1], seed);
    }

    @Property(tries = 40)
    void aValidKnownMatchRecordedAtARealTableIsValid(@ForAll("tables") Object[] table, @ForAll long seed, @ForAll boolean handsShown) {
        List<Event> record = TableRecord.of(played(table, seed), handsShown);
        Verdict verdict = Audits.audit(Audits.lines(record, true));
        assertThat(verdict.fault()).isNull();
        assertThat(verdict.kind()).isEqualTo(Verdict.Kind.VALID);
        long deals = record.stream().filter(event -> event instanceof DealEnded).count();
        assertThat(verdict.concealment()).isEqualTo(new Concealment((int) deals, handsShown ? (int) deals : 0));
    }

    @Property(tries = 60)
    void aFaultThatTheTableShowsIsFoundAtTheSameEventWithTheSameRule(@ForAll("tables") Object[] table, @ForAll long seed,
                                                                     @ForAll("corruptions") Corruption kind) {
        List<Event> known = played(table, seed);
        Random random = new Random(seed);
        List<Event> faulty = corrupt(known, kind, random);
        Assume.that(faulty != null);
        Verdict knownVerdict = Audits.audit(Audits.lines(faulty, true));
        Verdict concealedVerdict = Audits.audit(Audits.lines(TableRecord.of(faulty, false), true));
        assertThat(knownVerdict.kind()).as(kind.name()).isEqualTo(Verdict.Kind.INVALID);
        assertThat(concealedVerdict.fault().seq()).as(kind.name()).isEqualTo(knownVerdict.fault().seq());
        assertThat(concealedVerdict.fault().rule()).as(kind + ": " + concealedVerdict.fault().message() + " / " + knownVerdict.fault().message())
                .isEqualTo(knownVerdict.fault().rule());
    }

    enum Corruption { BAD_MELD, WRONG_TURN, CARD_SEEN_TWICE, WIN_WITH_CARDS_LEFT }

    @Provide
    Arbitrary<Corruption> corruptions() {
        return Arbitraries.of(Corruption.class);
    }

    /** The card last turned up or discarded in the same deal before {@code index}, or null when there is none. */
    private static Card seenBefore(List<Event> events, int index) {
        for (int i = index - 1; i >= 0 && !(events.get(i) instanceof DealStarted); i--) {
            if (events.get(i) instanceof StockCardRevealed revealed) {
                return revealed.card();
            }
            if (events.get(i) instanceof CardDiscarded discarded) {
                return discarded.card();
            }
        }
        return null;
    }

    /** The known match with one fault of the kind put in at a random place, or null when it has no place for it. */
    private static List<Event> corrupt(List<Event> known, Corruption kind, Random random) {
        List<Integer> places = new ArrayList<>();
        for (int i = 1; i < known.size(); i++) {
            boolean fits = switch (kind) {
                case BAD_MELD -> known.get(i) instanceof MeldsRearranged laid && laid.melds().stream().anyMatch(meld -> meld.size() == 3);
                case WRONG_TURN, WIN_WITH_CARDS_LEFT -> known.get(i) instanceof CardDiscarded;
                case CARD_SEEN_TWICE -> known.get(i) instanceof StockCardRevealed && seenBefore(known, i) != null;
            };
            if (fits) {
                places.add(i);
            }
        }
        if (places.isEmpty()) {
            return null;
        }
        int at = places.get(random.nextInt(places.size()));
        List<Event> faulty = new ArrayList<>(known.subList(0, at));
        Event event = known.get(at);
        switch (kind) {
            case BAD_MELD -> {
                MeldsRearranged laid = (MeldsRearranged) event;
                List<List<Card>> melds = new ArrayList<>();
                for (List<Card> meld : laid.melds()) {
                    if (meld.size() == 3 && melds.size() == laid.melds().indexOf(meld)) {
                        melds.add(meld.subList(0, 2));
                        melds.add(meld.subList(2, 3));
                    } else {
                        melds.add(meld);
                    }
                }
                faulty.add(new MeldsRearranged(laid.player(), melds));
            }
            case WRONG_TURN -> {
                CardDiscarded discarded = (CardDiscarded) event;
                String other = known.stream().filter(e -> e instanceof CardDiscarded d && !d.player().equals(discarded.player()))
                        .map(e -> ((CardDiscarded) e).player()).findFirst().orElse("zoe");
                faulty.add(new CardDiscarded(other, discarded.card()));
            }
            case CARD_SEEN_TWICE -> {
                Card again = seenBefore(known, at);
                faulty.add(new StockCardRevealed(((StockCardRevealed) event).player(), again));
            }
            case WIN_WITH_CARDS_LEFT -> {
                faulty.add(event);
                int deal = (int) known.subList(0, at).stream().filter(e -> e instanceof DealStarted).count();
                faulty.add(DealEnded.won(deal, ((CardDiscarded) event).player()));
            }
        }
        return faulty;
    }
}

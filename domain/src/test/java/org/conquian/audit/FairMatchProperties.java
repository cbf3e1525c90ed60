package org.conquian.audit;

import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.conquian.card.Card;
import org.conquian.event.DealStarted;
import org.conquian.event.Event;
import org.conquian.rules.Options;
import org.conquian.rules.RuleId;
import org.conquian.rules.Profile;
import org.conquian.testkit.Audits;
import org.conquian.testkit.Fair;
import org.conquian.testkit.Tables;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** Matches dealt from a committed shuffle, in every profile: valid with the shuffle checked, and no deal can be changed unseen. */
class FairMatchProperties {

    @Provide
    Arbitrary<Object[]> tables() {
        return Tables.everyProfile();
    }

    @SuppressWarnings("unchecked")
    private static List<Event> fair(Object[] table, long n, String salt) {
        return Fair.match((List<String>) table[2], (Profile) table[0], (Options) table[1], n, salt);
    }

    @Property(tries = 30)
    void aFairMatchIsValidWithItsShuffleChecked(@ForAll("tables") Object[] table, @ForAll long n, @ForAll boolean salted) {
        Verdict verdict = Audits.audit(fair(table, n, salted ? "ana:" + n : null), true);
        assertThat(verdict.fault()).isNull();
        assertThat(verdict.kind()).isEqualTo(Verdict.Kind.VALID);
        assertThat(verdict.trust().shuffle()).isEqualTo(Trust.Shuffle.CHECKED);
    }

    /**
     * One deal changed where play never looks (two stock cards never revealed swapped, or a hand card never played
     * swapped with one of them): the match still obeys every rule of play, and only R-SHUFFLE sees the change.
     */
    @Property(tries = 30)
    void aChangedDealBreaksRShuffleNamingIt(@ForAll("tables") Object[] table, @ForAll long n, @ForAll boolean inHand,
                                             @ForAll @IntRange(min = 0, max = 1000) int pick) {
        List<Event> events = new ArrayList<>(fair(table, n, null));
        List<Integer> deals = new ArrayList<>();
        for (int i = 0; i < events.size(); i++) {
            if (events.get(i) instanceof DealStarted) {
                deals.add(i);
            }
        }
        int at = deals.get(pick % deals.size());
        int end = deals.indexOf(at) + 1 < deals.size() ? deals.get(deals.indexOf(at) + 1) : events.size();
        Set<Card> seen = new HashSet<>();
        events.subList(at + 1, end).forEach(event -> seen.addAll(event.cards()));
        DealStarted deal = (DealStarted) events.get(at);
        List<Card> stock = new ArrayList<>(deal.stock());
        List<Integer> unseenStock = new ArrayList<>();
        for (int i = 0; i < stock.size(); i++) {
            if (!seen.contains(stock.get(i))) {
                unseenStock.add(i);
            }
        }
        Map<String, List<Card>> hands = new LinkedHashMap<>(deal.hands());
        if (inHand) {
            Assume.that(!unseenStock.isEmpty());
            String player = hands.keySet().stream().skip(pick % hands.size()).findFirst().orElseThrow();
            List<Card> hand = new ArrayList<>(hands.get(player));
            List<Integer> kept = new ArrayList<>();
            for (int i = 0; i < hand.size(); i++) {
                if (!seen.contains(hand.get(i))) {
                    kept.add(i);
                }
            }
            Assume.that(!kept.isEmpty());
            int h = kept.get(pick % kept.size());
            int s = unseenStock.get(pick % unseenStock.size());
            Card card = hand.get(h);
            hand.set(h, stock.get(s));
            stock.set(s, card);
            hands.put(player, hand);
        } else {
            Assume.that(unseenStock.size() >= 2);
            int a = unseenStock.get(pick % unseenStock.size());
            int b = unseenStock.get((pick + 1) % unseenStock.size());
            Card card = stock.get(a);
            stock.set(a, stock.get(b));
            stock.set(b, card);
        }
        events.set(at, new DealStarted(deal.deal(), deal.dealer(), hands, stock));
        Verdict verdict = Audits.audit(events, true);
        assertThat(verdict.fault()).isNotNull();
        assertThat(verdict.fault().rule()).as(verdict.fault().message()).isEqualTo(RuleId.SHUFFLE);
        assertThat(verdict.fault().seq()).isEqualTo((long) events.size());
        assertThat(verdict.fault().message()).contains("deal " + deal.deal() + " ");
    }
}

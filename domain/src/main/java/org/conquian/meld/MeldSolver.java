package org.conquian.meld;

import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.card.Rank;
import org.conquian.card.Suit;
import org.conquian.rules.Profile;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Exact arrangement search: splits cards entirely into valid melds.
 *
 * <p>Every search covers the lowest uncovered card with each meld of the catalogue that contains it and
 * fits the cards left, so each arrangement is found exactly once. Cards are bits of a long, so a fit is
 * one mask test; a catalogue of a profile has under 200 melds and a search never sees more than a dozen
 * cards.
 */
public final class MeldSolver {

    /** One solver per kind of meld: profiles that differ only in their target or forcing share it. */
    private static final Map<Melds, MeldSolver> BY_MELDS = new ConcurrentHashMap<>();

    /** The first profile of its kind of meld, which judges the melds found. */
    private final Profile profile;
    /** For each card index, the masks of all melds of the profile that contain that card. */
    private final long[][] meldsWithCard;

    private MeldSolver(Profile profile) {
        this.profile = profile;
        this.meldsWithCard = catalogue(profile);
    }

    public static MeldSolver of(Profile profile) {
        return BY_MELDS.computeIfAbsent(new Melds(profile.pack(), profile.setSizes(), profile.runSizes()), melds -> new MeldSolver(profile));
    }

    /** What decides which cards make a meld. */
    private record Melds(CardSet pack, Profile.SizeRange sets, Profile.SizeRange runs) {
        // written out, as Card's are (a record's own are made at their first call): every judge looks its solver up
        @Override
        public boolean equals(Object other) {
            return other instanceof Melds melds && melds.pack.equals(pack) && melds.sets.equals(sets) && melds.runs.equals(runs);
        }

        @Override
        public int hashCode() {
            return 31 * (31 * pack.hashCode() + sets.hashCode()) + runs.hashCode();
        }
    }

    private static long[][] catalogue(Profile profile) {
        List<List<Long>> byCard = new ArrayList<>();
        for (int i = 0; i < Card.COUNT; i++) {
            byCard.add(new ArrayList<>());
        }
        for (long mask : allMelds(profile)) {
            for (Card card : new CardSet(mask)) {
                byCard.get(card.index()).add(mask);
            }
        }
        long[][] table = new long[Card.COUNT][];
        for (int i = 0; i < Card.COUNT; i++) {
            table[i] = byCard.get(i).stream().mapToLong(Long::longValue).toArray();
        }
        return table;
    }

    /** Every set and run of the profile's sizes that lies within its pack. */
    private static List<Long> allMelds(Profile profile) {
        List<Long> melds = new ArrayList<>();
        List<Rank> ranks = profile.ranks();
        for (Suit suit : Suit.values()) {
            for (int low = 0; low < ranks.size(); low++) {
                long run = 0;
                for (int high = low; high < ranks.size(); high++) {
                    run |= 1L << Card.of(ranks.get(high), suit).index();
                    addIfMeld(melds, run, profile);
                }
            }
        }
        Suit[] suits = Suit.values();
        for (Rank rank : ranks) {
            for (int subset = 1; subset < 1 << suits.length; subset++) {
                long set = 0;
                for (int i = 0; i < suits.length; i++) {
                    if ((subset & (1 << i)) != 0) {
                        set |= 1L << Card.of(rank, suits[i]).index();
                    }
                }
                addIfMeld(melds, set, profile);
            }
        }
        return melds;
    }

    private static void addIfMeld(List<Long> melds, long mask, Profile profile) {
        CardSet cards = new CardSet(mask);
        if (profile.pack().containsAll(cards) && Meld.isMeld(cards, profile)) {
            melds.add(mask);
        }
    }

    /** Whether these cards can be split entirely into valid melds (the empty set can: into none). */
    public boolean canSplit(CardSet cards) {
        return canCover(cards.bits());
    }

    /**
     * R-FORCE: whether the card fits these exposed melds on its own, that is some valid arrangement of
     * the exposed cards plus that card exists, with no card from the hand.
     */
    public boolean fitsAlone(CardSet exposed, Card card) {
        return !exposed.contains(card) && canSplit(exposed.with(card));
    }

    /**
     * Whether the required cards can all be laid out in melds that add at most {@code most} of the optional
     * cards: whether a take of a concealed deal may lay out the exposed cards and the taken card with that many
     * cards of a face-down hand, which may be any cards not seen yet.
     */
    public boolean canCover(CardSet required, CardSet optional, int most) {
        return cover(required.bits(), optional.minus(required).bits(), most);
    }

    private boolean cover(long required, long optional, int most) {
        if (required == 0) {
            return true;
        }
        for (long meld : meldsWithCard[Long.numberOfTrailingZeros(required)]) {
            long added = meld & ~required;
            int count = Long.bitCount(added);
            if ((added & ~optional) == 0 && count <= most && cover(required & ~meld, optional & ~meld, most - count)) {
                return true;
            }
        }
        return false;
    }

    /** One arrangement of exactly these cards, if there is one. */
    public Optional<Arrangement> split(CardSet cards) {
        List<Arrangement> found = new ArrayList<>(1);
        search(cards.bits(), 0, new ArrayDeque<>(), found, 1);
        return found.stream().findFirst();
    }

    /**
     * Every arrangement that lays out all the required cards and any of the optional ones, for example
     * a take: the exposed cards and the taken card are required, hand cards optional.
     */
    public List<Arrangement> arrangements(CardSet required, CardSet optional) {
        List<Arrangement> found = new ArrayList<>();
        search(required.bits(), optional.minus(required).bits(), new ArrayDeque<>(), found, Integer.MAX_VALUE);
        return found;
    }

    private boolean canCover(long required) {
        if (required == 0) {
            return true;
        }
        long[] candidates = meldsWithCard[Long.numberOfTrailingZeros(required)];
        for (long meld : candidates) {
            if ((meld & ~required) == 0 && canCover(required & ~meld)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Covers the lowest required card first; once all are covered, the lowest optional card is either
     * left out or covered by a meld of optional cards only, and so on.
     */
    private void search(long required, long optional, Deque<Long> chosen, List<Arrangement> found, int limit) {
        if (found.size() >= limit) {
            return;
        }
        long card;
        long available;
        if (required != 0) {
            card = Long.lowestOneBit(required);
            available = required | optional;
        } else if (optional == 0) {
            found.add(arrangementOf(chosen));
            return;
        } else {
            card = Long.lowestOneBit(optional);
            available = optional;
            search(0, optional & ~card, chosen, found, limit);
        }
        for (long meld : meldsWithCard[Long.numberOfTrailingZeros(card)]) {
            if ((meld & ~available) == 0) {
                chosen.push(meld);
                search(required & ~meld, optional & ~meld, chosen, found, limit);
                chosen.pop();
            }
        }
    }

    private Arrangement arrangementOf(Deque<Long> chosen) {
        List<Meld> melds = new ArrayList<>(chosen.size());
        for (long mask : chosen) {
            melds.add(Meld.of(new CardSet(mask), profile).orElseThrow());
        }
        return new Arrangement(melds);
    }
}

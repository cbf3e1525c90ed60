package org.conquian.meld;

import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.card.Rank;
import org.conquian.card.Suit;
import org.conquian.rules.Profile;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Exact arrangement search: splits cards entirely into valid melds.
 *
 * <p>Every search covers the lowest uncovered card with each meld of the catalogue that contains it and
 * fits the cards left, so each arrangement is found exactly once. Cards are bits of a long, so a fit is
 * one mask test; a catalogue of a profile has under 200 melds and a search never sees more than a dozen
 * cards. With two packs a card may come twice (a second plane of bits, {@link CardSet#twice()}); a meld
 * still holds it once, so such a search takes one copy per meld, and finds an arrangement once per way its
 * melds can be ordered, which a set of the arrangements found folds into one.
 */
public final class MeldSolver {

    /** One solver per kind of meld: profiles that differ only in their target or forcing share it. */
    private static final Map<Melds, MeldSolver> BY_MELDS = new ConcurrentHashMap<>();
    /**
     * The solver last found: an audit or a table asks for one at every force, nearly always the one it asked for
     * before, and telling its profile's melds from another's costs less than the map's key.
     */
    private static volatile MeldSolver last;

    /** For each card index, the cards of its rank and of its suit: the only ones a meld with it can hold. */
    private static final long[] NEAR = new long[Card.COUNT];

    static {
        for (Rank rank : Rank.values()) {
            for (Suit suit : Suit.values()) {
                long near = 0;
                for (Rank other : Rank.values()) {
                    near |= 1L << Card.of(other, suit).index();
                }
                for (Suit other : Suit.values()) {
                    near |= 1L << Card.of(rank, other).index();
                }
                NEAR[Card.of(rank, suit).index()] = near;
            }
        }
    }

    /** The first profile of its kind of meld, which judges the melds found. */
    private final Profile profile;
    /** The cards of the match, each as many times as the packs hold it. */
    private final CardSet pack;
    /** For each card index, the masks of all melds of the profile that contain that card. */
    private final long[][] meldsWithCard;
    /** The masks of all melds of the profile. */
    private final long[] melds;

    private MeldSolver(Profile profile) {
        this.profile = profile;
        this.pack = profile.pack();
        this.meldsWithCard = catalogue(profile);
        this.melds = allMelds(profile).stream().mapToLong(Long::longValue).toArray();
    }

    public static MeldSolver of(Profile profile) {
        MeldSolver solver = last;
        if (solver != null && solver.judgesAs(profile)) {
            return solver;
        }
        solver = BY_MELDS.computeIfAbsent(new Melds(profile.pack(), profile.setSizes(), profile.runSizes()), melds -> new MeldSolver(profile));
        last = solver;
        return solver;
    }

    /** Whether the profile makes the same melds as this solver's: the same pack, and sets and runs of the same sizes. */
    private boolean judgesAs(Profile other) {
        return other == profile || other.pack().equals(pack) && other.setSizes().equals(profile.setSizes())
                && other.runSizes().equals(profile.runSizes());
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
        if (profile.pack().distinct().containsAll(cards) && Meld.isMeld(cards, profile)) {
            melds.add(mask);
        }
    }

    /** Whether these cards can be split entirely into valid melds (the empty set can: into none). */
    public boolean canSplit(CardSet cards) {
        return cards.twice() == 0 ? canCover(cards.bits()) : cover(cards.bits(), cards.twice(), 0, 0, 0);
    }

    /**
     * R-FORCE: whether the card fits these exposed melds on its own, that is some valid arrangement of
     * the exposed cards plus that card exists, with no card from the hand.
     */
    public boolean fitsAlone(CardSet exposed, Card card) {
        return exposed.count(card) < pack.count(card) && canSplit(exposed.with(card));
    }

    /**
     * {@link #fitsAlone(CardSet, Card)} of an arrangement's cards, tried first with only the melds that hold a card of
     * the card's rank or suit, the others kept as they lie: a force that needs rearranging mostly moves cards among those,
     * and a team's melds are many, each more making the search of every arrangement longer.
     */
    public boolean fitsAlone(Arrangement melds, Card card) {
        long near = NEAR[card.index()];
        long nearBits = 0;
        long nearTwice = 0;
        for (Meld meld : melds.melds()) {
            long cards = meld.cards().bits();
            if ((cards & near) != 0) {
                nearTwice |= nearBits & cards;
                nearBits |= cards;
            }
        }
        CardSet nearCards = new CardSet(nearBits, nearTwice);
        return fitsAlone(nearCards, card) || !nearCards.equals(melds.cards()) && fitsAlone(melds.cards(), card);
    }

    /**
     * R-FORCE: whether the card, added to one of these melds as it lies, makes a meld: a force that needs no
     * rearranging, and with {@code rearrange} false the only one. Meld by meld, as a team's melds are many.
     */
    public boolean extendsOne(List<Meld> melds, Card card) {
        for (Meld meld : melds) {
            if (!meld.contains(card) && Meld.isMeld(meld.cards().with(card), profile)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the required cards can all be laid out in melds that add at most {@code most} of the optional
     * cards: whether a take of a concealed deal may lay out the exposed cards and the taken card with that many
     * cards of a face-down hand, which may be any cards not seen yet.
     */
    public boolean canCover(CardSet required, CardSet optional, int most) {
        CardSet pool = pool(required, optional);
        return single(required, pool) ? cover(required.bits(), pool.bits(), most)
                : cover(required.bits(), required.twice(), pool.bits(), pool.twice(), most);
    }

    /** The optional cards that can be laid out beside the required ones: no card more often than the packs hold it. */
    private CardSet pool(CardSet required, CardSet optional) {
        return optional.intersect(pack.minus(required));
    }

    /**
     * Whether the card can be laid out with the melds kept as they lie (house rule {@code rearrange} false): added
     * to one of them, or in a new meld, with at most {@code most} of the optional cards.
     */
    public boolean fitsKeeping(List<Meld> kept, Card card, CardSet optional, int most) {
        long pool = optional.bits();
        for (long meld : meldsWithCard[card.index()]) {
            long rest = meld & ~(1L << card.index());
            if ((rest & ~pool) == 0 && Long.bitCount(rest) <= most) {
                return true;
            }
            for (Meld old : kept) {
                long added = rest & ~old.cards().bits();
                if ((old.cards().bits() & ~rest) == 0 && (added & ~pool) == 0 && Long.bitCount(added) <= most) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Whether some of the optional cards, at least one and at most {@code most}, can be laid out with the melds
     * kept as they lie (house rule {@code rearrange} false): in a new meld, or extending one.
     */
    public boolean canAddKeeping(List<Meld> kept, CardSet optional, int most) {
        long pool = optional.bits();
        for (long meld : melds) {
            if ((meld & ~pool) == 0 && Long.bitCount(meld) <= most) {
                return true;
            }
            for (Meld old : kept) {
                long added = meld & ~old.cards().bits();
                if (added != 0 && (old.cards().bits() & ~meld) == 0 && (added & ~pool) == 0 && Long.bitCount(added) <= most) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether no card comes twice among these, so that one plane of bits holds them all. */
    private static boolean single(CardSet required, CardSet optional) {
        return (required.twice() | optional.twice() | required.bits() & optional.bits()) == 0;
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

    /** {@link #cover(long, long, int)} where cards may come twice: each meld takes one copy, a required one first. */
    private boolean cover(long required, long requiredTwice, long optional, long optionalTwice, int most) {
        if (required == 0) {
            return true;
        }
        for (long meld : meldsWithCard[Long.numberOfTrailingZeros(required)]) {
            long added = meld & ~required;
            int count = Long.bitCount(added);
            if ((added & ~optional) == 0 && count <= most
                    && cover(less(required, requiredTwice, meld & required), requiredTwice & ~meld,
                    less(optional, optionalTwice, added), optionalTwice & ~added, most - count)) {
                return true;
            }
        }
        return false;
    }

    /** The first plane of a multiset after one copy of each of {@code cards} is taken from it. */
    private static long less(long cards, long twice, long taken) {
        return cards & ~taken | twice & taken;
    }

    /** One arrangement of exactly these cards, if there is one. */
    public Optional<Arrangement> split(CardSet cards) {
        return search(cards, CardSet.EMPTY, 1).stream().findFirst();
    }

    /**
     * Every arrangement that lays out all the required cards and any of the optional ones, for example
     * a take: the exposed cards and the taken card are required, hand cards optional.
     */
    public List<Arrangement> arrangements(CardSet required, CardSet optional) {
        return search(required, pool(required, optional), Integer.MAX_VALUE);
    }

    private List<Arrangement> search(CardSet required, CardSet optional, int limit) {
        if (single(required, optional)) {
            List<Arrangement> found = new ArrayList<>();
            search(required.bits(), optional.bits(), new ArrayDeque<>(), found, limit);
            return found;
        }
        Set<Arrangement> found = new LinkedHashSet<>();
        search(required.bits(), required.twice(), optional.bits(), optional.twice(), new ArrayDeque<>(), found, limit);
        return List.copyOf(found);
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

    /**
     * The same search where cards may come twice: a meld takes one copy of each of its cards, a required one
     * where there is one; an optional card left out is left out with its second copy.
     */
    private void search(long required, long requiredTwice, long optional, long optionalTwice, Deque<Long> chosen,
                        Set<Arrangement> found, int limit) {
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
            search(0, 0, optional & ~card, optionalTwice & ~card, chosen, found, limit);
        }
        for (long meld : meldsWithCard[Long.numberOfTrailingZeros(card)]) {
            if ((meld & ~available) == 0) {
                long added = meld & ~required;
                chosen.push(meld);
                search(less(required, requiredTwice, meld & required), requiredTwice & ~meld,
                        less(optional, optionalTwice, added), optionalTwice & ~added, chosen, found, limit);
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

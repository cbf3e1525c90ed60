package org.conquian.rules;

import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.card.Rank;
import org.conquian.card.Suit;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A profile of the game as one value: the id a match names in {@code MatchStarted.rules}, how many sit, the
 * pack, the deal, the melds, the target, the options chosen, and where profiles differ in play: how a deal
 * opens ({@link Opening}) and who may force the open card on whom ({@link Forcing}). The rules of play read
 * these and never say "the other player". {@link #ANGLO_40}, {@link #PAGAT_UPCARD} and {@link #MEXICANA} are
 * the profiles as the rule book has them; {@link #chosen} applies what a match chooses, its house rules too
 * ({@link #housed}): the pack, the deal and the runs they change are the profile's own, and the rest the rules
 * ask of the profile ({@link #rearrange()}, {@link #partnership()}, ...).
 *
 * @param id          the profile id written in {@code MatchStarted.rules}
 * @param mostPlayers two players sit, or up to this many (a partnership seats four: {@link #seats})
 * @param pack        the cards dealt, each twice with two packs
 * @param handSize    cards dealt to each player
 * @param setSizes    smallest and largest set
 * @param longestRun  the most cards a run may have; {@link #WHOLE_SUIT} when a run may take a whole suit
 * @param targetWins  won deals that win the match
 * @param forcedMeld  whether a card may be forced at all (option {@code forcedMeld})
 * @param takesOptions whether a match may choose its pack, forcing and target
 * @param takesPartnership whether four players may play it in two teams (house rule {@code partnership})
 * @param opening     how a deal opens
 * @param forcing     who may force the open card on whom, when forcing is on
 * @param house       the house rules declared, as declared
 */
public record Profile(String id, int mostPlayers, CardSet pack, int handSize, SizeRange setSizes, int longestRun, int targetWins,
                      boolean forcedMeld, boolean takesOptions, boolean takesPartnership, Opening opening, Forcing forcing, House house) {

    /** The largest {@code targetWins} of a profile that lets the players choose it. */
    public static final int MOST_WINS = 1000;

    /** The packs a match may be played with: the 40 cards, or the 52. */
    public static final List<CardSet> PACKS = List.of(CardSet.PACK, CardSet.PACK_52);

    /** A run with no maximum but the suit. */
    public static final int WHOLE_SUIT = Integer.MAX_VALUE;

    private static final SizeRange SETS = new SizeRange(3, 4);

    /** The players of a partnership: two teams of two. */
    public static final int PARTNERS = 4;

    /** The deal size of two packs and of a partnership, unless declared: 14, for a target of 15. */
    private static final int LONG_DEAL = 14;

    /** Two players, the 40 cards, 10 each, runs of at most 8, to 3 wins; the nondealer opens; only the opponent forces. */
    public static final Profile ANGLO_40 =
            new Profile("anglo-40", 2, CardSet.PACK, 10, SETS, 8, 3, true, false, false, Opening.REVEAL, Forcing.OPPONENT, House.NONE);

    /** Two players, 10 each, runs of any length, to 10 wins unless chosen; the dealer turns up the starter. */
    public static final Profile PAGAT_UPCARD =
            new Profile("pagat-upcard", 2, CardSet.PACK, 10, SETS, WHOLE_SUIT, 10, true, true, true, Opening.STARTER, Forcing.OPPONENT, House.NONE);

    /** Two or three players, 8 each, runs of any length, to 1 win unless chosen; the cambio opens each deal; forcing round the table. */
    public static final Profile MEXICANA =
            new Profile("mexicana", 3, CardSet.PACK, 8, SETS, WHOLE_SUIT, 1, true, true, false, Opening.CAMBIO, Forcing.ROUND_THE_OPEN_PLAYER,
                    House.NONE);

    /** The profiles this build plays. */
    public static final List<Profile> ALL = List.of(ANGLO_40, PAGAT_UPCARD, MEXICANA);

    /** Why no force stands in a match played without forced melds. */
    public static final String NO_FORCING = "no card may be forced in this match: it is played without forced melds (forcedMeld false)";

    public Profile {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(pack, "pack");
        Objects.requireNonNull(setSizes, "setSizes");
        Objects.requireNonNull(opening, "opening");
        Objects.requireNonNull(forcing, "forcing");
        Objects.requireNonNull(house, "house");
    }

    /** The profile of that id, as the rule book has it, if this build plays it. */
    public static Optional<Profile> byId(String id) {
        return ALL.stream().filter(profile -> profile.id.equals(id)).findFirst();
    }

    /** The profile whose form a {@code MatchStarted} of this {@code rules} is judged under: {@code anglo-40}'s for an unknown one. */
    public static Profile formOf(String rules) {
        return byId(rules).orElse(ANGLO_40);
    }

    /** The ids this build plays, for messages: {@code anglo-40, pagat-upcard, mexicana}. */
    public static String ids() {
        return ALL.stream().map(Profile::id).collect(Collectors.joining(", "));
    }

    /** Why no match of that id can start here. */
    public static String notPlayed(String rules) {
        return "rule profile " + rules + " is not one this build plays; it plays " + ids();
    }

    /** The pack of a match's option {@code deck}, if it is the size of one. */
    public static Optional<CardSet> packOf(int size) {
        return PACKS.stream().filter(pack -> pack.size() == size).findFirst();
    }

    /** The pack sizes, for messages: {@code 40 or 52}. */
    public static String packSizes() {
        return PACKS.stream().map(pack -> String.valueOf(pack.size())).collect(Collectors.joining(" or "));
    }

    /**
     * The one check of a new match: the profile of that id, seating these players, with these options and
     * house rules, or why not. The recorder's prompt, its protocol and the command line all start matches
     * through it; its refusals are those an audit gives the match's {@code MatchStarted} (R-MATCH).
     */
    public static Chosen choose(String rules, List<String> players, Options options) {
        Optional<Profile> found = byId(rules);
        if (found.isEmpty()) {
            return new Chosen.Refused(notPlayed(rules));
        }
        Profile profile = found.get();
        if (!profile.takesOptions && options.choosesProfileOptions()) {
            return new Chosen.Refused(profile.id + " takes no options: the pack, forcing and the target are chosen in "
                    + ALL.stream().filter(Profile::takesOptions).map(Profile::id).collect(Collectors.joining(" and ")));
        }
        Optional<String> refused = options.house().refusal(profile.chosen(options.withHouse(House.NONE)), players);
        return refused.<Chosen>map(Chosen.Refused::new).orElseGet(() -> new Chosen.Set(profile, options));
    }

    /** This profile with what a match chooses; what it leaves out stays as the profile has it. */
    public Profile chosen(Options options) {
        CardSet chosenPack = options.deck() == null ? pack : packOf(options.deck()).orElseThrow();
        return new Profile(id, mostPlayers, chosenPack, handSize, setSizes, longestRun,
                options.targetWins() == null ? targetWins : options.targetWins(),
                options.forcedMeld() == null ? forcedMeld : options.forcedMeld(), takesOptions, takesPartnership, opening, forcing, house)
                .housed(options.house());
    }

    /**
     * This profile as these house rules change it: the pack (twice with {@code packs} 2, or a partnership's
     * default), the deal size ({@code handSize}, else 14 with two packs or a partnership), the longest run
     * ({@code runMax}); and the rules declared, which the rules of play ask of the profile.
     */
    public Profile housed(House rules) {
        boolean teams = takesPartnership && rules.partnership();
        int packs = rules.packs().orElse(teams ? 2 : 1);
        int dealt = rules.handSize().orElse(packs == 2 || teams ? LONG_DEAL : handSize);
        CardSet cards = packs == 2 ? pack.distinct().doubled() : pack.distinct();
        return new Profile(id, mostPlayers, cards, dealt, setSizes, rules.runMax().orElse(longestRun), targetWins, forcedMeld, takesOptions,
                takesPartnership, opening, forcing, rules);
    }

    /** Why these players cannot sit at this table (too few, too many, one twice), or empty when they can. */
    public Optional<String> seatsRefusal(List<String> players) {
        if (seats(players.size()) && Set.copyOf(players).size() == players.size()) {
            return Optional.empty();
        }
        return Optional.of("a match of " + id + (partnership() ? " in partnership" : "") + " is played by " + playersInWords()
                + " different players, not " + (players.isEmpty() ? "none" : String.join(" and ", players))
                + seating(players.size()).filter(other -> !seats(players.size()) && !partnership())
                        .map(other -> "; " + (players.size() == 3 ? "three" : players.size()) + " play " + other.id())
                        .orElse(players.size() == PARTNERS && !partnership() ? "; four play " + ALL.stream().filter(Profile::takesPartnership)
                                .map(Profile::id).collect(Collectors.joining(" or ")) + " in partnership (house rule partnership)" : ""));
    }

    /** The first profile a match of this many players can be played in, if any. */
    public static Optional<Profile> seating(int players) {
        return ALL.stream().filter(profile -> profile.seats(players)).findFirst();
    }

    /** Whether a match of this many players can be played: four in a partnership. */
    public boolean seats(int players) {
        return partnership() ? players == PARTNERS : players >= 2 && players <= mostPlayers;
    }

    /** How many players sit, in words, for messages: {@code two}, {@code two or three}, or {@code four}. */
    public String playersInWords() {
        return partnership() ? "four" : mostPlayers == 2 ? "two" : "two or three";
    }

    /** Whether four players play in two teams, partners opposite, their melds pooled (house rule {@code partnership}). */
    public boolean partnership() {
        return takesPartnership && house.partnership();
    }

    /** Whether a take may rearrange the melds laid out before it (house rule {@code rearrange}; false is discard-then-meld). */
    public boolean rearrange() {
        return house.rearrange();
    }

    /** Whether the player to act may lay out melds from the hand without a take (house rule {@code meldFromHand}). */
    public boolean meldFromHand() {
        return house.meldFromHand();
    }

    /** Whether a deal dealt with a wrong hand size is void (house rule {@code misdeal}). */
    public boolean misdeal() {
        return house.misdeal();
    }

    /** Whether a card left in the centre is offered round the table (house rule {@code offer} round). */
    public boolean offerRound() {
        return house.offer() == House.Offer.ROUND;
    }

    /** Who reveals after a rejection (house rule {@code revealer}). */
    public House.Revealer revealer() {
        return house.revealer();
    }

    /** What a drawn deal gives (house rule {@code drawnDeal}). */
    public House.DrawnDeal drawnDeal() {
        return house.drawnDeal();
    }

    /** Who deals after a won deal (house rule {@code nextDealer}). */
    public House.NextDealer nextDealer() {
        return house.nextDealer();
    }

    /** How many copies of each card the pack holds: 1, or 2 with two packs. */
    public int packs() {
        return pack.twice() == 0 ? 1 : 2;
    }

    /** Whether a deal opens with the cambio, each player giving a card to the right. */
    public boolean cambio() {
        return opening.cambio;
    }

    /** Shortest and longest run: the longest capped by the pack's ranks. */
    public SizeRange runSizes() {
        // the pack's ranks are its clubs, counted from the bits: every meld judged asks this
        return new SizeRange(3, Math.min(longestRun, Long.bitCount(pack.bits() & ((1L << Rank.COUNT) - 1))));
    }

    /** The pack's ranks in run order: two ranks are adjacent in a run when they stand next to each other here. */
    public List<Rank> ranks() {
        return Arrays.stream(Rank.values()).filter(rank -> pack.contains(Card.of(rank, Suit.CLUBS))).toList();
    }

    /** The stock after a deal to this many players. */
    public int stockSize(int players) {
        return pack.size() - players * handSize;
    }

    /** The pack in words, for messages: {@code 40-card pack (no 8s, 9s or 10s)}, or {@code 80 cards of two 40-card packs (...)}. */
    public String packInWords() {
        List<String> missing = Arrays.stream(Rank.values()).filter(rank -> !pack.contains(Card.of(rank, Suit.CLUBS)))
                .map(rank -> (rank.ordinal() + 1) + "s").toList();
        int one = pack.distinct().size();
        return (packs() == 1 ? one + "-card pack" : pack.size() + " cards of two " + one + "-card packs") + (missing.isEmpty() ? ""
                : " (no " + String.join(", ", missing.subList(0, missing.size() - 1)) + " or " + missing.getLast() + ")");
    }

    /**
     * Whether {@code forcer} may force the open centre card, open to {@code openTo}, on {@code target}, as far
     * as this profile's seats and options go; the card must still fit the target's melds on its own. In a
     * partnership a partner never forces (the opponents demand). Empty when allowed, else why not.
     */
    public Optional<String> forceRefusal(String openTo, Card card, String forcer, String target, boolean partners) {
        if (!forcedMeld) {
            return Optional.of(NO_FORCING);
        }
        if (partners) {
            return Optional.of(forcer + " cannot force " + target + ", a partner: only a player of the other team forces");
        }
        return forcing.refusal(openTo, card, forcer, target);
    }

    /** How a deal opens, right after the dealer has dealt it; seats are counted to the right of the dealer. */
    public enum Opening {
        /** The nondealer opens by turning up the top stock card. */
        REVEAL(false, null),
        /**
         * The dealer turns up the starter, open to the nondealer (take or pass), then to the dealer (take or
         * reject); after the dealer rejects it the nondealer reveals.
         */
        STARTER(false, new FirstCard(0, 1)),
        /**
         * The cambio; then the player on the dealer's right turns up the first card, open round the table to
         * the dealer; after the dealer rejects it the dealer reveals.
         */
        CAMBIO(true, new FirstCard(1, 0));

        private final boolean cambio;
        private final FirstCard firstCard;

        Opening(boolean cambio, FirstCard firstCard) {
            this.cambio = cambio;
            this.firstCard = firstCard;
        }

        /** The first card turned up and offered round the table, if the deal opens with one. */
        public Optional<FirstCard> firstCard() {
            return Optional.ofNullable(firstCard);
        }
    }

    /**
     * The first card of a deal, offered round the table to the dealer.
     *
     * @param revealer       who turns it up, in seats to the dealer's right
     * @param afterRejection who reveals the next card once the dealer has rejected it, in seats to the dealer's right
     */
    public record FirstCard(int revealer, int afterRejection) {
    }

    /** Who may force the open card on whom. */
    public enum Forcing {
        /** Only the opponent of the player to whom the card is open, on that player. */
        OPPONENT {
            @Override
            Optional<String> refusal(String openTo, Card card, String forcer, String target) {
                if (!openTo.equals(target)) {
                    return Optional.of(card + " is open to " + openTo + ", so " + forcer + " cannot force " + target);
                }
                if (forcer.equals(target)) {
                    return Optional.of(forcer + " cannot force themselves; only the opponent forces");
                }
                return Optional.empty();
            }
        },
        /** The player to whom the card is open, on any other player; and any other player, on them. */
        ROUND_THE_OPEN_PLAYER {
            @Override
            Optional<String> refusal(String openTo, Card card, String forcer, String target) {
                if (forcer.equals(target)) {
                    return Optional.of(forcer + " cannot force themselves");
                }
                if (!forcer.equals(openTo) && !target.equals(openTo)) {
                    return Optional.of(card + " is open to " + openTo + ": only " + openTo + " forces it on another player, or another player on "
                            + openTo + "; " + forcer + " cannot force " + target);
                }
                return Optional.empty();
            }
        };

        abstract Optional<String> refusal(String openTo, Card card, String forcer, String target);
    }

    /** A profile chosen with its options, or why not. */
    public sealed interface Chosen {
        record Set(Profile profile, Options options) implements Chosen {
            /** The profile with the options applied: the profile the match plays. */
            public Profile profile() {
                return profile.chosen(options);
            }
        }

        record Refused(String why) implements Chosen {
        }
    }

    /** An inclusive range of meld sizes. */
    public record SizeRange(int min, int max) {
        public boolean contains(int size) {
            return size >= min && size <= max;
        }

        // written out, as Card's are (a record's own are made at their first call); the meld solvers are found by them
        @Override
        public boolean equals(Object other) {
            return other instanceof SizeRange range && range.min == min && range.max == max;
        }

        @Override
        public int hashCode() {
            return 31 * min + max;
        }
    }
}

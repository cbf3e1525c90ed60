package org.conquian.game;

import org.conquian.card.CardSet;
import org.conquian.event.MatchStarted;
import org.conquian.rules.Profile;
import org.conquian.rules.RuleProfile;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * A tradition of the game, as a variant that owns its behaviour, in the way chess libraries model variants:
 * its numbers (the pack, the deal, the melds, the target, in {@link RuleProfile}), and the hooks where
 * traditions differ: how many players sit, who deals each deal, which phase opens a deal, and who may force
 * the open card on whom. The rules of play call these hooks and never say "the other player".
 */
public sealed interface Variant permits Variant.Anglo40, Variant.PagatUpcard, Variant.Mexicana {

    /** The profiles this build implements. */
    List<Profile> IMPLEMENTED = List.of(Profile.ANGLO_40, Profile.PAGAT_UPCARD, Profile.MEXICANA);

    /** The profile this variant plays, as a match names it. */
    Profile tradition();

    /** The profile id written in {@code MatchStarted.rules}. */
    default String id() {
        return tradition().id();
    }

    /** The numbers of the tradition. */
    RuleProfile profile();

    /** Whether a card may be forced at all in this match (option {@code forcedMeld}). */
    boolean forcedMeld();

    /** Whether a match of this many players can be played; {@link #players()} says how many can, for refusals. */
    default boolean seats(int players) {
        return players >= 2 && players <= tradition().mostPlayers();
    }

    /** How many players sit at this variant's table, in words: {@code two}. */
    default String players() {
        return tradition().playersInWords();
    }

    /** The dealer of a deal, counted from 1: the deal passes to the right (with two players, they alternate). */
    default String dealerOf(MatchSetup setup, int deal) {
        return setup.seatFrom(setup.firstDealer(), deal - 1);
    }

    /** Whether a deal opens with the cambio, each player giving a card to the right ({@code CardsExchanged}). */
    boolean cambio();

    /** The phase a deal opens with, right after the dealer has dealt it: the cambio if the variant has one, else play. */
    default DealPhase opening(MatchSetup setup, String dealer) {
        return cambio() ? new DealPhase.AwaitingExchange() : firstReveal(setup, dealer);
    }

    /** The reveal that begins play in a deal. */
    DealPhase.AwaitingReveal firstReveal(MatchSetup setup, String dealer);

    /** Who reveals the next stock card when the dealer has rejected the first card of a deal. */
    String revealerAfterFirstCard(DealState deal);

    /**
     * Whether {@code forcer} may force the open centre card on {@code target}, as far as seats go; the card
     * must still fit the target's melds on its own. Empty when allowed, else why not.
     */
    Optional<String> forceRefusal(DealState deal, DealState.CentreCard open, String forcer, String target);

    /** The profile of that id, if this build plays it. */
    static Optional<Profile> implemented(String rules) {
        return Profile.byId(rules).filter(IMPLEMENTED::contains);
    }

    /** The profiles this build plays, for messages: {@code anglo-40, pagat-upcard}. */
    static String played() {
        return IMPLEMENTED.stream().map(Profile::id).collect(Collectors.joining(", "));
    }

    /**
     * The variant a {@code MatchStarted} sets up, with its options, or why it sets up none: a profile this
     * build does not implement, or a target the profile does not play to.
     */
    static Result of(MatchStarted started) {
        Optional<Profile> profile = implemented(started.rules());
        if (profile.isEmpty()) {
            return new Result.Refused("rule profile '" + started.rules() + "' is not implemented; known profiles: " + played());
        }
        return switch (profile.get()) {
            case ANGLO_40 -> started.targetWins() == RuleProfile.ANGLO_40.targetWins()
                    ? new Result.Set(new Anglo40())
                    : new Result.Refused("profile anglo-40 plays to " + RuleProfile.ANGLO_40.targetWins() + " wins, not " + started.targetWins());
            case PAGAT_UPCARD -> new Result.Set(PagatUpcard.of(packOf(started), forcing(started), started.targetWins()));
            case MEXICANA -> new Result.Set(Mexicana.of(packOf(started), forcing(started), started.targetWins()));
        };
    }

    /** Why no force stands in a match played without forced melds. */
    String NO_FORCING = "no card may be forced in this match: it is played without forced melds (forcedMeld false)";

    /** The pack a match's option {@code deck} chooses: the 40 cards unless it says 52. */
    private static CardSet packOf(MatchStarted started) {
        return started.deck() != null && started.deck() == 52 ? CardSet.PACK_52 : CardSet.PACK;
    }

    /** Whether a match's option {@code forcedMeld} lets cards be forced: yes unless it says false. */
    private static boolean forcing(MatchStarted started) {
        return started.forcedMeld() == null || started.forcedMeld();
    }

    /** The numbers of the new profiles: sets of 3 or 4, runs from 3 up to a whole suit. */
    private static RuleProfile withoutRunCap(Profile profile, CardSet pack, int handSize, int targetWins) {
        return new RuleProfile(profile.id(), pack, handSize, targetWins, new RuleProfile.SizeRange(3, 4), new RuleProfile.SizeRange(3, pack.size() / 4));
    }

    /** A variant set up, or why not. */
    sealed interface Result {
        record Set(Variant variant) implements Result {
        }

        record Refused(String why) implements Result {
        }
    }

    /** Who may force in a two-player game: only the opponent of the player to whom the card is open. */
    private static Optional<String> onlyTheOpponent(DealState.CentreCard open, String forcer, String target) {
        if (!open.openTo().equals(target)) {
            return Optional.of(open.card() + " is open to " + open.openTo() + ", so " + forcer + " cannot force " + target);
        }
        if (forcer.equals(target)) {
            return Optional.of(forcer + " cannot force themselves; only the opponent forces");
        }
        return Optional.empty();
    }

    /**
     * {@code anglo-40}: two players, 40 cards, 10 each; the dealers alternate; the nondealer opens by turning
     * up the top stock card; only the opponent of the player to whom the card is open may force it.
     */
    record Anglo40() implements Variant {

        @Override
        public Profile tradition() {
            return Profile.ANGLO_40;
        }

        @Override
        public RuleProfile profile() {
            return RuleProfile.ANGLO_40;
        }

        @Override
        public boolean forcedMeld() {
            return true;
        }

        @Override
        public boolean cambio() {
            return false;
        }

        @Override
        public DealPhase.AwaitingReveal firstReveal(MatchSetup setup, String dealer) {
            return new DealPhase.AwaitingReveal(setup.seatFrom(dealer, 1), DealPhase.Reveal.OPENING);
        }

        /** Never asked: an anglo-40 deal has no first card open round the table. */
        @Override
        public String revealerAfterFirstCard(DealState deal) {
            throw new IllegalStateException("anglo-40 has no first card");
        }

        @Override
        public Optional<String> forceRefusal(DealState deal, DealState.CentreCard open, String forcer, String target) {
            return onlyTheOpponent(open, forcer, target);
        }
    }

    /**
     * {@code pagat-upcard}: two players, 10 each from the 40 or the 52 cards, runs of any length; right
     * after the deal the dealer turns up the starter, open to the nondealer (take or pass), then to the dealer
     * (take or reject); after the dealer rejects it the nondealer reveals, and play goes on as in
     * {@code anglo-40}. Forcing as there, unless {@code forcedMeld} is false; the match is to {@code targetWins}.
     */
    record PagatUpcard(RuleProfile profile, boolean forcedMeld) implements Variant {

        /** With the 40 or the 52 cards, forcing on or off, to a target: runs have no maximum. */
        public static PagatUpcard of(CardSet pack, boolean forcedMeld, int targetWins) {
            return new PagatUpcard(withoutRunCap(Profile.PAGAT_UPCARD, pack, 10, targetWins), forcedMeld);
        }

        @Override
        public Profile tradition() {
            return Profile.PAGAT_UPCARD;
        }

        @Override
        public boolean cambio() {
            return false;
        }

        @Override
        public DealPhase.AwaitingReveal firstReveal(MatchSetup setup, String dealer) {
            return new DealPhase.AwaitingReveal(dealer, DealPhase.Reveal.FIRST_CARD);
        }

        @Override
        public String revealerAfterFirstCard(DealState deal) {
            return deal.rightOf(deal.dealer());
        }

        @Override
        public Optional<String> forceRefusal(DealState deal, DealState.CentreCard open, String forcer, String target) {
            return forcedMeld ? onlyTheOpponent(open, forcer, target)
                    : Optional.of(NO_FORCING);
        }
    }

    /**
     * {@code mexicana}: two or three players, 8 each from the 40 or the 52 cards, runs of any length, 9 melded
     * to go out. Right after the deal comes the cambio; then the player to the dealer's right reveals the
     * first card, open round the table to the dealer; after the dealer rejects it the dealer reveals. The
     * player to whom a card is open may force it on any other player, and any other player may force it on
     * them. The match is to {@code targetWins}, 1 unless chosen.
     */
    record Mexicana(RuleProfile profile, boolean forcedMeld) implements Variant {

        /** With the 40 or the 52 cards, forcing on or off, to a target. */
        public static Mexicana of(CardSet pack, boolean forcedMeld, int targetWins) {
            return new Mexicana(withoutRunCap(Profile.MEXICANA, pack, 8, targetWins), forcedMeld);
        }

        @Override
        public Profile tradition() {
            return Profile.MEXICANA;
        }

        @Override
        public boolean cambio() {
            return true;
        }

        @Override
        public DealPhase.AwaitingReveal firstReveal(MatchSetup setup, String dealer) {
            return new DealPhase.AwaitingReveal(setup.seatFrom(dealer, 1), DealPhase.Reveal.FIRST_CARD);
        }

        @Override
        public String revealerAfterFirstCard(DealState deal) {
            return deal.dealer();
        }

        @Override
        public Optional<String> forceRefusal(DealState deal, DealState.CentreCard open, String forcer, String target) {
            if (!forcedMeld) {
                return Optional.of(NO_FORCING);
            }
            if (forcer.equals(target)) {
                return Optional.of(forcer + " cannot force themselves");
            }
            if (!forcer.equals(open.openTo()) && !target.equals(open.openTo())) {
                return Optional.of(open.card() + " is open to " + open.openTo() + ": only " + open.openTo()
                        + " forces it on another player, or another player on " + open.openTo() + "; " + forcer + " cannot force " + target);
            }
            return Optional.empty();
        }
    }
}

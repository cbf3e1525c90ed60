package org.conquian.game;

import org.conquian.rules.RuleProfile;

import java.util.List;
import java.util.Optional;

/**
 * A tradition of the game, as a variant that owns its behaviour, in the way chess libraries model variants:
 * its numbers (the pack, the deal, the melds, the target, in {@link RuleProfile}), and the hooks where
 * traditions differ: how many players sit, who deals each deal, which phase opens a deal, and who may force
 * the open card on whom. The rules of play call these hooks and never say "the other player".
 */
public sealed interface Variant permits Variant.Anglo40 {

    /** The variants this build implements. */
    List<Variant> IMPLEMENTED = List.of(new Anglo40());

    /** The profile id written in {@code MatchStarted.rules}. */
    default String id() {
        return profile().id();
    }

    /** The numbers of the tradition. */
    RuleProfile profile();

    /** Whether a match of this many players can be played; {@link #players()} says how many can, for refusals. */
    boolean seats(int players);

    /** How many players sit at this variant's table, in words: {@code two}. */
    String players();

    /** The dealer of a deal, counted from 1. */
    String dealerOf(MatchSetup setup, int deal);

    /** The phase a deal opens with, right after the dealer has dealt it. */
    DealPhase opening(MatchSetup setup, String dealer);

    /** Who reveals the next stock card when the dealer has rejected the first card of a deal. */
    String revealerAfterFirstCard(DealState deal);

    /**
     * Whether {@code forcer} may force the open centre card on {@code target}, as far as seats go; the card
     * must still fit the target's melds on its own. Empty when allowed, else why not.
     */
    Optional<String> forceRefusal(DealState deal, DealState.CentreCard open, String forcer, String target);

    static Optional<Variant> byId(String id) {
        return IMPLEMENTED.stream().filter(variant -> variant.id().equals(id)).findFirst();
    }

    /**
     * {@code anglo-40}: two players, 40 cards, 10 each; the dealers alternate; the nondealer opens by turning
     * up the top stock card; only the opponent of the player to whom the card is open may force it.
     */
    record Anglo40() implements Variant {

        @Override
        public RuleProfile profile() {
            return RuleProfile.ANGLO_40;
        }

        @Override
        public boolean seats(int players) {
            return players == 2;
        }

        @Override
        public String players() {
            return "two";
        }

        @Override
        public String dealerOf(MatchSetup setup, int deal) {
            return setup.seatFrom(setup.firstDealer(), deal - 1);
        }

        @Override
        public DealPhase opening(MatchSetup setup, String dealer) {
            return new DealPhase.AwaitingReveal(setup.seatFrom(dealer, 1), DealPhase.Reveal.OPENING);
        }

        /** Never asked: an anglo-40 deal has no first card open round the table. */
        @Override
        public String revealerAfterFirstCard(DealState deal) {
            throw new IllegalStateException("anglo-40 has no first card");
        }

        @Override
        public Optional<String> forceRefusal(DealState deal, DealState.CentreCard open, String forcer, String target) {
            if (!open.openTo().equals(target)) {
                return Optional.of(open.card() + " is open to " + open.openTo() + ", so " + forcer + " cannot force " + target);
            }
            if (forcer.equals(target)) {
                return Optional.of(forcer + " cannot force themselves; only the opponent forces");
            }
            return Optional.empty();
        }
    }
}

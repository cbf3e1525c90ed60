package org.conquian.event;

import org.conquian.card.Card;
import org.conquian.rules.House;

import java.util.List;
import java.util.Objects;

/**
 * The match was set up: its players in order of play, rule profile, wins needed and the first deal's dealer;
 * in the profiles that take them, the options {@code deck} (40 or 52) and {@code forcedMeld}, each null when
 * the log leaves it out; null when left out, the {@code signer} of a signed match (an Ed25519 public key,
 * in hex) and the {@code shuffle} a recorder committed to; and the {@code house} rules declared, exactly as
 * declared ({@link House#NONE} when there is no {@code house}, or it is {@code {}}).
 */
public record MatchStarted(List<String> players, String rules, int targetWins, String firstDealer, Integer deck, Boolean forcedMeld,
                           String signer, ShuffleCommit shuffle, House house)
        implements Event {

    public static final String TYPE = "MatchStarted";

    public MatchStarted {
        players = List.copyOf(players);
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(firstDealer, "firstDealer");
        Objects.requireNonNull(house, "house");
    }

    /** A match with no options written: {@code anglo-40}'s form. */
    public MatchStarted(List<String> players, String rules, int targetWins, String firstDealer) {
        this(players, rules, targetWins, firstDealer, null, null);
    }

    /** A match neither signed nor dealt from a committed seed, with no house rules. */
    public MatchStarted(List<String> players, String rules, int targetWins, String firstDealer, Integer deck, Boolean forcedMeld) {
        this(players, rules, targetWins, firstDealer, deck, forcedMeld, null, null, House.NONE);
    }

    /** The same set-up, signed by {@code signer} (hex) and dealt from the committed {@code shuffle}; either may be null. */
    public MatchStarted withTrust(String signer, ShuffleCommit shuffle) {
        return new MatchStarted(players, rules, targetWins, firstDealer, deck, forcedMeld, signer, shuffle, house);
    }

    /** The same set-up, with these house rules declared. */
    public MatchStarted withHouse(House declared) {
        return new MatchStarted(players, rules, targetWins, firstDealer, deck, forcedMeld, signer, shuffle, declared);
    }

    @Override
    public String type() {
        return TYPE;
    }

    @Override
    public List<Card> cards() {
        return List.of();
    }
}

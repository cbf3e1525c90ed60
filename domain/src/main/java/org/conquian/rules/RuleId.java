package org.conquian.rules;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * What an event or command can break: the rules of the rule book (the eleven of the game, {@link #ofTheGame()}, and
 * {@link #RULING} for the record of a director's rulings), the three ids of the log itself ({@link #SCHEMA}, {@link #SEQ},
 * {@link #CHAIN}), and the two of a record's trust ({@link #SIGN}, {@link #SHUFFLE}). {@link #id()} is the id as written in
 * the spec.
 */
public enum RuleId {
    /** The line is not JSON, or not an event of the format. */
    SCHEMA("SCHEMA"),
    /** The stream is broken: order, gaps, repeats, events around the match's start and end. */
    SEQ("R-SEQ"),
    /** The hash chain is broken. */
    CHAIN("R-CHAIN"),
    /** A signed match's signature is missing or does not verify, or a signature or signer is not as the reader requires. */
    SIGN("R-SIGN"),
    MELD("R-MELD"),
    DEAL("R-DEAL"),
    /** The cambio of {@code mexicana}. */
    EXCHANGE("R-EXCHANGE"),
    TURN("R-TURN"),
    STOCK("R-STOCK"),
    TAKE("R-TAKE"),
    DISCARD("R-DISCARD"),
    FORCE("R-FORCE"),
    WIN("R-WIN"),
    DRAW("R-DRAW"),
    MATCH("R-MATCH"),
    /** A call, ruling or appeal out of place or that does not fit, or what follows a void or an award. */
    RULING("R-RULING"),
    /** A committed shuffle's seed is missing or wrong, or a deal is not the one it gives. */
    SHUFFLE("R-SHUFFLE");

    private final String id;

    RuleId(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    /**
     * Whether this is one of the eleven rules of the game, which a move played at a table can break and a call can name:
     * not the log's, the trust's, nor {@link #RULING}.
     */
    public boolean ofTheGame() {
        return switch (this) {
            case MELD, DEAL, EXCHANGE, TURN, STOCK, TAKE, DISCARD, FORCE, WIN, DRAW, MATCH -> true;
            case SCHEMA, SEQ, CHAIN, SIGN, RULING, SHUFFLE -> false;
        };
    }

    /** The ids of the rules of the game ({@link #ofTheGame()}), in the rule book's order: what a call may name. */
    public static List<String> idsOfTheGame() {
        return Arrays.stream(values()).filter(RuleId::ofTheGame).map(RuleId::id).toList();
    }

    /** The rule of this id as written ({@code R-TAKE}), exactly. */
    public static Optional<RuleId> byId(String id) {
        return Arrays.stream(values()).filter(rule -> rule.id.equals(id)).findFirst();
    }

    @Override
    public String toString() {
        return id;
    }
}

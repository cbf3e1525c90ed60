package org.conquian.view;

import org.conquian.card.CardSet;
import org.conquian.game.LegalMoves;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The legal moves as one viewer is shown them ({@link Observer#moves}): the officials every move; a player their own,
 * none naming a card not turned up yet. What the table waits for (who is to act, whether a deal or the cambio is due)
 * lies open to all.
 *
 * @param cambio    in the cambio of a known deal, the cards each player shown may give: their hand as dealt
 * @param moves     the moves, in the order the rules list them
 * @param handTakes in a concealed deal, the takes that may lay out face-down hand cards ({@link LegalMoves#handTakes})
 * @param handMelds in a concealed deal where the house plays {@code meldFromHand}, the free meld that may lay out face-down
 *                  hand cards ({@link LegalMoves#handMelds})
 * @param rulingDue the seq of the call that waits for the director's ruling, if one does: then no move is listed
 * @param unseen    for the officials of a concealed deal, the cards not seen in it yet: those a face-down hand may
 *                  lay out, discard or show, which a scorer picks from; empty otherwise
 * @param show      for the officials, when the hands of a concealed deal may be shown, how many cards each player's
 *                  hand shows, in the order of play; empty otherwise
 */
public record Moves(Optional<String> actor, boolean dealDue, boolean exchangeDue, Map<String, CardSet> cambio, List<Move> moves,
                    List<LegalMoves.HandTake> handTakes, List<LegalMoves.HandMeld> handMelds, Optional<Long> rulingDue,
                    CardSet unseen, Map<String, Integer> show) {

    public Moves {
        // in the order of play, as the rules give them
        cambio = Collections.unmodifiableMap(new LinkedHashMap<>(cambio));
        moves = List.copyOf(moves);
        handTakes = List.copyOf(handTakes);
        handMelds = List.copyOf(handMelds);
        Objects.requireNonNull(unseen, "unseen");
        show = Collections.unmodifiableMap(new LinkedHashMap<>(show));
    }
}

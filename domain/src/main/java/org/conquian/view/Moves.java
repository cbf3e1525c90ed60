package org.conquian.view;

import org.conquian.card.CardSet;
import org.conquian.game.LegalMoves;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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
 */
public record Moves(Optional<String> actor, boolean dealDue, boolean exchangeDue, Map<String, CardSet> cambio, List<Move> moves,
                    List<LegalMoves.HandTake> handTakes, List<LegalMoves.HandMeld> handMelds, Optional<Long> rulingDue) {

    public Moves {
        // in the order of play, as the rules give them
        cambio = Collections.unmodifiableMap(new LinkedHashMap<>(cambio));
        moves = List.copyOf(moves);
        handTakes = List.copyOf(handTakes);
        handMelds = List.copyOf(handMelds);
    }
}

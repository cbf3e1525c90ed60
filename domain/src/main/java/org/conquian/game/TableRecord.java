package org.conquian.game;

import org.conquian.card.Card;
import org.conquian.event.AppealDecided;
import org.conquian.event.CardsExchanged;
import org.conquian.event.DealEnded;
import org.conquian.event.DealStarted;
import org.conquian.event.Event;
import org.conquian.event.HandsShown;
import org.conquian.event.RulingGiven;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the keeper of the record at a real table would have written of a match whose cards are all known:
 * every deal concealed (no hands, no stock, the cambio's cards unnamed), and, if the players show their
 * hands, a {@code HandsShown} right after each deal's end but a void one's. Bots that know their own hands
 * play a concealed match so, and the property that public information is judged alike in both kinds of deal
 * starts here.
 */
public final class TableRecord {

    private TableRecord() {
    }

    /**
     * @param known      a match's events, which need be valid only when the hands are shown (they come from its state)
     * @param handsShown whether the players show their hands at the end of every deal
     */
    public static List<Event> of(List<Event> known, boolean handsShown) {
        List<Event> record = new ArrayList<>(known.size() + 8);
        MatchState state = MatchState.NOT_STARTED;
        // a ruling and an appeal name the event they are about by its seq, which each hands shown before it moves on
        int shown = 0;
        for (Event event : known) {
            if (handsShown) {
                state = Game.evolve(state, event);
            }
            if (event instanceof DealStarted dealt) {
                record.add(DealStarted.concealed(dealt.deal(), dealt.dealer()));
            } else if (event instanceof RulingGiven given) {
                record.add(new RulingGiven(given.director(), given.about() + shown, given.decision(), given.text()));
            } else if (event instanceof AppealDecided appeal) {
                record.add(new AppealDecided(appeal.appellant(), appeal.director(), appeal.about() + shown, appeal.decision(), appeal.text()));
            } else {
                record.add(event instanceof CardsExchanged ? CardsExchanged.concealed() : event);
            }
            // a void deal's hands go back unseen
            if (handsShown && event instanceof DealEnded && state instanceof MatchState.Started started && !started.deal().voided()) {
                DealState deal = started.deal();
                Map<String, List<Card>> hands = new LinkedHashMap<>();
                deal.seats().forEach(player -> hands.put(player, deal.holding(player).hand().toList()));
                record.add(new HandsShown(hands));
                shown++;
            }
        }
        return record;
    }
}

package org.conquian.contract;

import org.conquian.event.AppealDecided;
import org.conquian.event.CardDiscarded;
import org.conquian.event.CardForced;
import org.conquian.event.CardPassed;
import org.conquian.event.CardRejected;
import org.conquian.event.CardTaken;
import org.conquian.event.CardsExchanged;
import org.conquian.event.DealEnded;
import org.conquian.event.DealStarted;
import org.conquian.event.HandsShown;
import org.conquian.event.IrregularityCalled;
import org.conquian.event.MatchEnded;
import org.conquian.event.MatchStarted;
import org.conquian.event.MeldsRearranged;
import org.conquian.event.RulingGiven;
import org.conquian.event.StockCardRevealed;

import java.util.List;

/** The {@code type} values of interchange format v1, in the order the format lists them. */
public final class EventTypes {

    public static final List<String> ALL = List.of(MatchStarted.TYPE, DealStarted.TYPE, CardsExchanged.TYPE, StockCardRevealed.TYPE,
            CardTaken.TYPE, MeldsRearranged.TYPE, CardDiscarded.TYPE, CardRejected.TYPE, CardPassed.TYPE,
            CardForced.TYPE, DealEnded.TYPE, HandsShown.TYPE, MatchEnded.TYPE, IrregularityCalled.TYPE, RulingGiven.TYPE, AppealDecided.TYPE);

    private EventTypes() {
    }
}

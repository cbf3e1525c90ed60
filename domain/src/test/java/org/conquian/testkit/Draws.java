package org.conquian.testkit;

import org.conquian.command.Command;
import org.conquian.event.Event;
import org.conquian.game.Decision;
import org.conquian.game.Game;
import org.conquian.game.LegalMoves;
import org.conquian.game.MatchState;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** A deal nobody takes from: dealt face down, every card turned up passed or rejected until a rejection on an empty stock draws it. */
public final class Draws {

    private Draws() {
    }

    /** The events of the next deal of the match, drawn, each move the first reveal, pass or rejection the menu lists. */
    public static List<Event> drawnDeal(MatchState state) {
        List<Event> events = new ArrayList<>();
        MatchState now = state;
        int deal = state.dealsStarted() + 1;
        while (!(now.dealsStarted() == deal && now.currentDeal().isEmpty())) {
            LegalMoves menu = LegalMoves.of(now);
            Command command = menu.dealDue() ? new Command.DealConcealed()
                    : menu.exchangeDue() ? new Command.Exchange(Optional.empty())
                    : menu.moves().stream().filter(move -> move instanceof Command.Reveal || move instanceof Command.Pass
                            || move instanceof Command.Reject || move instanceof Command.Exchange).findFirst().orElseThrow();
            Decision.Accepted accepted = (Decision.Accepted) Game.decide(now, command);
            events.addAll(accepted.events());
            now = accepted.state();
        }
        return events;
    }
}

package org.conquian.testkit;

import org.conquian.card.Card;
import org.conquian.command.Command;
import org.conquian.event.AppealDecided;
import org.conquian.event.CardDiscarded;
import org.conquian.event.CardForced;
import org.conquian.event.CardPassed;
import org.conquian.event.CardRejected;
import org.conquian.event.CardTaken;
import org.conquian.event.CardsExchanged;
import org.conquian.event.DealEnded;
import org.conquian.event.DealResult;
import org.conquian.event.DealStarted;
import org.conquian.event.Event;
import org.conquian.event.HandsShown;
import org.conquian.event.IrregularityCalled;
import org.conquian.event.MatchEnded;
import org.conquian.event.MatchStarted;
import org.conquian.event.MeldsRearranged;
import org.conquian.event.RulingGiven;
import org.conquian.event.StockCardRevealed;
import org.conquian.rules.Options;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** How a recorder records a match's events: one command a turn, the rules adding the events that follow it at once. */
public final class Recording {

    private Recording() {
    }

    /** The command that records the event at {@code next} of a match's events (the first of them its {@code MatchStarted}). */
    public static Command commandAt(List<Event> record, int next) {
        return switch (record.get(next)) {
            case MatchStarted started -> new Command.StartMatch(started.players(), started.rules(), started.firstDealer(),
                    new Options(started.deck(), started.forcedMeld(), started.targetWins(), started.house()));
            case DealStarted dealt -> dealt.concealed() ? new Command.DealConcealed()
                    : new Command.Deal(packOf(dealt, ((MatchStarted) record.getFirst()).players()));
            case CardsExchanged exchanged -> new Command.Exchange(exchanged.given());
            case StockCardRevealed revealed -> new Command.Reveal(revealed.player(), revealed.card());
            case CardTaken taken -> new Command.Take(taken.player(), taken.card(), ((MeldsRearranged) record.get(next + 1)).melds());
            case CardRejected rejected -> new Command.Reject(rejected.player(), rejected.card());
            case CardPassed passed -> new Command.Pass(passed.player(), passed.card());
            case CardForced forced -> new Command.Force(forced.player(), forced.target(), forced.card());
            case CardDiscarded discarded -> new Command.Discard(discarded.player(), discarded.card());
            case HandsShown shown -> new Command.ShowHands(Optional.of(shown.hands()));
            // the hands of the last concealed deal were not shown: the match ends without them
            case MatchEnded ended -> new Command.ShowHands(Optional.empty());
            // a take's melds come with its card, so melds met here were laid out without a take
            case MeldsRearranged rearranged -> new Command.FreeMeld(rearranged.player(), rearranged.melds());
            case DealEnded ended -> switch (ended.result()) {
                // at a real table a misdeal is said; everywhere else the rules end a deal at once
                case DealResult.Voided voided -> new Command.VoidDeal();
                case DealResult.Won won -> throw new IllegalArgumentException("the rules end a deal at once: " + ended);
                case DealResult.Drawn drawn -> throw new IllegalArgumentException("the rules end a deal at once: " + ended);
            };
            case IrregularityCalled called -> Command.Call.of(called);
            case RulingGiven given -> new Command.Rule(given.director(), given.decision(), given.text(),
                    next + 1 < record.size() && record.get(next + 1) instanceof AppealDecided appeal
                            ? Optional.of(new Command.Appeal(appeal.appellant(), appeal.director(), appeal.decision(), appeal.text()))
                            : Optional.empty());
            case AppealDecided appeal -> throw new IllegalArgumentException("an appeal comes with its ruling: " + appeal);
        };
    }

    /** The pack a known deal was dealt from: singly and in turn from the dealer's right, the rest the stock. */
    private static List<Card> packOf(DealStarted dealt, List<String> players) {
        int seats = players.size();
        int dealer = players.indexOf(dealt.dealer());
        int handSize = dealt.hands().values().iterator().next().size();
        List<Card> pack = new ArrayList<>();
        for (int i = 0; i < seats * handSize; i++) {
            pack.add(dealt.hands().get(players.get((dealer + 1 + i % seats) % seats)).get(i / seats));
        }
        pack.addAll(dealt.stock());
        return pack;
    }
}

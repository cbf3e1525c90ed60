package org.conquian.view;

import org.conquian.card.CardSet;
import org.conquian.event.DealResult;
import org.conquian.event.Narration;
import org.conquian.game.DealPhase;
import org.conquian.game.Hearing;
import org.conquian.game.MatchSetup;
import org.conquian.game.MatchState;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * A match as one viewer sees it, as {@link Observer#table} gives it: every view of the table (the text, the JSON state,
 * a frame's table) is written from this, never from the record's state, which holds every hand and the stock.
 */
public sealed interface SeenMatch {

    SeenMatch NOT_STARTED = new NotStarted();

    MatchState.Stage stage();

    /** No {@code MatchStarted} yet. */
    record NotStarted() implements SeenMatch {
        @Override
        public MatchState.Stage stage() {
            return MatchState.Stage.NOT_STARTED;
        }
    }

    /**
     * A started match: its setup and score, which lie open to all, and its current or last deal as the viewer sees it.
     *
     * @param winner     the player who has the wins the profile needs, if any
     * @param nextDealer between deals, who deals the next one
     * @param hearing    where the director's part of the deal stands: a call, a ruling and an appeal lie open to all
     */
    record Started(MatchSetup setup, MatchState.Stage stage, Map<String, Integer> wins, int draws, Optional<String> winner,
                   Optional<SeenDeal> lastDeal, Optional<String> nextDealer, Hearing hearing) implements SeenMatch {

        public Started {
            Objects.requireNonNull(setup, "setup");
            Objects.requireNonNull(stage, "stage");
            wins = Map.copyOf(wins);
            Objects.requireNonNull(nextDealer, "nextDealer");
            Objects.requireNonNull(hearing, "hearing");
        }

        /** The call that waits for the director's ruling, with its seq, if one does. */
        public Optional<Hearing.CallWaiting> callWaiting() {
            return hearing instanceof Hearing.CallWaiting waiting ? Optional.of(waiting) : Optional.empty();
        }

        public int winsOf(String player) {
            return wins.getOrDefault(player, 0);
        }

        /** The cards the match is played with. */
        public CardSet pack() {
            return setup.profile().pack();
        }

        /** The match's terms: its profile, its pack and forcing where they differ, and the wins that take it: {@code anglo-40 · first to 3}. */
        public String terms(String separator) {
            return setup.profile().id() + (pack().equals(CardSet.PACK) ? "" : ", " + pack().size() + " cards")
                    + (setup.profile().forcedMeld() ? "" : ", no forcing") + separator + "first to " + setup.profile().targetWins();
        }

        /** The wins of each player in order of play, and the drawn deals: {@code ana 1, ben 0, 1 drawn}. */
        public String score() {
            String counts = setup.players().stream().map(player -> player + " " + winsOf(player)).collect(Collectors.joining(", "));
            return counts + (draws == 0 ? "" : ", " + draws + " drawn");
        }

        /** What the table waits for next, in words. */
        public String next() {
            return switch (stage) {
                case NOT_STARTED -> "the match to start";
                case AWAITING_DEAL -> {
                    int dealt = lastDeal.map(SeenDeal::number).orElse(0);
                    yield "deal " + (dealt + 1) + ", dealt by " + nextDealer.orElseThrow() + lastDealResult();
                }
                case IN_DEAL -> hearing.describe().orElseGet(() -> lastDeal.orElseThrow().phase().describe());
                case DECIDED -> winner.orElseThrow() + " has won the match; MatchEnded follows";
                case ENDED -> "the match is over: " + Narration.result(winner.orElseThrow(), winsInOrder(), draws);
            };
        }

        /** The wins in order of play. */
        private Map<String, Integer> winsInOrder() {
            Map<String, Integer> inOrder = new LinkedHashMap<>();
            setup.players().forEach(player -> inOrder.put(player, winsOf(player)));
            return inOrder;
        }

        private String lastDealResult() {
            return lastDeal.map(deal -> deal.phase() instanceof DealPhase.Over over ? switch (over.result()) {
                case DealResult.Won won -> " (deal " + deal.number() + " was won by " + won.winner() + ")";
                case DealResult.Drawn drawn -> " (deal " + deal.number() + " was drawn)";
                case DealResult.Voided voided -> " (deal " + deal.number() + " was void)";
            } : "").orElse("");
        }
    }
}

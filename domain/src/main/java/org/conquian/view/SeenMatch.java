package org.conquian.view;

import org.conquian.card.CardSet;
import org.conquian.event.DealResult;
import org.conquian.event.Narration;
import org.conquian.game.DealPhase;
import org.conquian.game.Hearing;
import org.conquian.game.MatchSetup;
import org.conquian.game.MatchState;
import org.conquian.rules.House;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * A match as one viewer sees it, as {@link Observer#table} gives it: every view of the table (the text, the JSON state,
 * a frame's table) is written from this, never from the record's state, which holds every hand and the stock.
 */
public sealed interface SeenMatch {

    SeenMatch NOT_STARTED = new NotStarted(Optional.empty());

    MatchState.Stage stage();

    /** What the table waits for next, in words. */
    String next();

    /**
     * Before the first deal, the table without cards: its seats, who deals first and what it waits for; empty once a
     * deal is dealt, and before a match whose set-up is not known.
     */
    Optional<Seats> seats();

    /** A row of the standings: who (a player, a team, or the drawn deals) and their count in words ({@code 2 wins}). */
    record Standing(String who, String count) {
    }

    /**
     * A table without cards, before its first deal: the players in order of play as the set-up seats them, who deals
     * first, and what the table waits for, said at its centre.
     */
    record Seats(MatchSetup setup, String dealer, String words) {

        public Seats {
            Objects.requireNonNull(setup, "setup");
            Objects.requireNonNull(dealer, "dealer");
            Objects.requireNonNull(words, "words");
        }
    }

    /**
     * No {@code MatchStarted} yet.
     *
     * @param coming the set-up the match's {@code MatchStarted} gives it, when its log is read ahead (a replay before its
     *               first event): who will play, in order, and who deals first, which the {@code MatchStarted} shows all
     */
    record NotStarted(Optional<MatchSetup> coming) implements SeenMatch {

        public NotStarted {
            Objects.requireNonNull(coming, "coming");
        }

        @Override
        public MatchState.Stage stage() {
            return MatchState.Stage.NOT_STARTED;
        }

        @Override
        public String next() {
            return "the match to start";
        }

        /** The seats the match will start at, with {@code the match has not started yet: ben deals first}, when known. */
        @Override
        public Optional<Seats> seats() {
            return coming.map(setup -> new Seats(setup, setup.firstDealer(), "the match has not started yet: " + setup.firstDealer() + " deals first"));
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

        /**
         * The match's terms: its profile, its pack and forcing where they differ, the wins (or points) that take it, and the
         * house rules declared: {@code anglo-40 · first to 3}, {@code pagat-upcard, 80 cards · first to 10 · house partnership=true}.
         */
        public String terms(String separator) {
            House house = setup.profile().house();
            return setup.profile().id() + (pack().equals(CardSet.PACK) ? "" : ", " + pack().size() + " cards")
                    + (setup.profile().forcedMeld() ? "" : ", no forcing") + separator + "first to " + setup.profile().targetWins()
                    + (pointEach() ? " points" : "") + (house.isEmpty() ? "" : separator + "house " + house);
        }

        /**
         * The wins of each player in order of play (of each team, in a partnership), and the drawn deals: {@code ana 1,
         * ben 0, 1 drawn}; with {@code drawnDeal} point-each the points, a drawn deal a point each: {@code points: ana 2,
         * ben 1, 1 drawn (a point each)}.
         */
        public String score() {
            String counts = sides().stream().map(side -> SeenDeal.team(side) + " " + winsOf(side.getFirst())).collect(Collectors.joining(", "));
            return (pointEach() ? "points: " : "") + counts + (draws == 0 ? "" : ", " + draws + " drawn" + (pointEach() ? " (a point each)" : ""));
        }

        /**
         * The standings as rows: each player (each team, in a partnership) with their wins, or points with {@code drawnDeal}
         * point-each, then the drawn deals if any: {@code ana & cruz: 1 win}, {@code drawn: 2 deals}.
         */
        public List<Standing> standings() {
            String unit = pointEach() ? "point" : "win";
            List<Standing> rows = new ArrayList<>();
            for (List<String> side : sides()) {
                int count = winsOf(side.getFirst());
                rows.add(new Standing(SeenDeal.team(side), count + " " + unit + (count == 1 ? "" : "s")));
            }
            if (draws > 0) {
                rows.add(new Standing("drawn", draws + (draws == 1 ? " deal" : " deals") + (pointEach() ? ", a point each" : "")));
            }
            return rows;
        }

        /** Who scores: each player, or in a partnership each team, in order of play. */
        private List<List<String>> sides() {
            List<List<String>> teams = setup.teams();
            return teams.isEmpty() ? setup.players().stream().map(List::of).toList() : teams;
        }

        private boolean pointEach() {
            return setup.profile().drawnDeal() == House.DrawnDeal.POINT_EACH;
        }

        /**
         * What the table waits for next, in words; between deals the deal to come and who is to deal it, {@code deal 2:
         * ben to deal (deal 1 was void)}, not words that read as if it were dealt.
         */
        @Override
        public String next() {
            return switch (stage) {
                case NOT_STARTED -> NOT_STARTED.next();
                case AWAITING_DEAL -> {
                    int dealt = lastDeal.map(SeenDeal::number).orElse(0);
                    yield "deal " + (dealt + 1) + ": " + nextDealer.orElseThrow() + " to deal" + lastDealResult();
                }
                case IN_DEAL -> hearing.describe().orElseGet(() -> lastDeal.orElseThrow().describe());
                case DECIDED -> winner.orElseThrow() + " has won the match; MatchEnded follows";
                case ENDED -> "the match is over: " + result();
            };
        }

        /** Before the first deal, the seats, with what the table waits for: {@code waiting for the first deal: ben deals}. */
        @Override
        public Optional<Seats> seats() {
            if (lastDeal.isPresent() || stage != MatchState.Stage.AWAITING_DEAL) {
                return Optional.empty();
            }
            String dealer = nextDealer.orElseThrow();
            return Optional.of(new Seats(setup, dealer, "waiting for the first deal: " + dealer + " deals"));
        }

        private String result() {
            return result(setup, winner.orElseThrow(), wins, draws);
        }

        /**
         * Who won the match and by what score, the others in order of play: a player, or in a partnership the team of
         * the player who went out last. Said so at the table's end and of the {@code MatchEnded} that ends it.
         */
        public static String result(MatchSetup setup, String won, Map<String, Integer> wins, int draws) {
            if (setup.teams().isEmpty()) {
                Map<String, Integer> inOrder = new LinkedHashMap<>();
                setup.players().forEach(player -> inOrder.put(player, wins.getOrDefault(player, 0)));
                return Narration.result(won, inOrder, draws);
            }
            List<String> team = setup.teamOf(won).orElseThrow();
            List<String> other = setup.teams().stream().filter(side -> !side.contains(won)).findFirst().orElseThrow();
            return SeenDeal.team(team) + " win the match " + wins.getOrDefault(won, 0) + "-" + wins.getOrDefault(other.getFirst(), 0)
                    + " (" + won + " went out last)" + (draws == 0 ? "" : " with " + draws + (draws == 1 ? " draw" : " draws"));
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

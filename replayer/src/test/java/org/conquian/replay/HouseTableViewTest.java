package org.conquian.replay;

import org.conquian.audit.LogLine;
import org.conquian.bot.BotMatch;
import org.conquian.card.Card;
import org.conquian.event.DealEnded;
import org.conquian.event.DealResult;
import org.conquian.event.DealStarted;
import org.conquian.event.Event;
import org.conquian.event.MatchStarted;
import org.conquian.game.MatchState;
import org.conquian.rules.House;
import org.conquian.rules.Options;
import org.conquian.rules.Profile;
import org.conquian.testkit.Audits;
import org.conquian.view.Observer;
import org.conquian.view.SeenMatch;
import org.conquian.view.Viewer;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The table in the terminal under house rules: four seats and a team's melds shown once as the team's, a card held
 * twice drawn twice, points with drawnDeal point-each, a void deal shown as void.
 */
class HouseTableViewTest {

    private static final List<String> FOUR = List.of("ana", "ben", "cruz", "dee");

    private static Replay replay(List<Event> events) {
        List<LogLine> lines = Audits.lines(events, true);
        return Replay.of(Audits.MATCH, lines.iterator());
    }

    private static String table(Replay replay, int position) {
        return String.join("\n", new TableView(Style.PLAIN, Viewer.OFFICIALS).render(Audits.MATCH, replay.stateAt(position), "", Optional.empty()));
    }

    @Test
    void fourSeatsAndEachTeamsMeldsOnceAsTheTeams() {
        List<Event> events = BotMatch.play(FOUR, Profile.PAGAT_UPCARD, Options.NONE.withHouse(House.parse("partnership")), 41);
        Replay replay = replay(events);
        // a moment of the first deal when a team has melds laid out
        int melded = IntStream.rangeClosed(1, replay.end()).filter(position -> replay.stateAt(position) instanceof MatchState.Underway underway
                && underway.currentDeal().filter(deal -> !deal.holding("ana").melds().melds().isEmpty()).isPresent()).findFirst().orElseThrow();
        String table = table(replay, melded);
        assertThat(table).contains("pagat-upcard, 80 cards | first to 10 | house partnership=true | ana & cruz ")
                .contains("  ana & cruz       melds ").contains("  ben & dee        melds ");
        assertThat(table.lines().filter(line -> line.trim().startsWith("melds") || line.contains(" melds ")).count()).isEqualTo(2);
        assertThat(table.lines().filter(line -> line.matches("  \\S+( \\(dealer\\))? +hand  .*")).count()).isEqualTo(4);
        String end = table(replay, replay.end());
        assertThat(end).contains("the match is over: ").contains(" win the match ").contains("went out last");
    }

    @Test
    void aCardHeldTwiceIsDrawnTwice() {
        // the first of the fixed seeds whose first deal gives a player both copies of a card
        for (long seed = 1; seed <= 50; seed++) {
            List<Event> events = BotMatch.play(List.of("ana", "ben"), Profile.PAGAT_UPCARD, Options.NONE.withHouse(House.parse("two-packs")), seed);
            Optional<Card> twice = ((DealStarted) events.get(1)).hands().values().stream()
                    .flatMap(hand -> hand.stream().filter(card -> hand.indexOf(card) != hand.lastIndexOf(card))).findFirst();
            if (twice.isPresent()) {
                assertThat(table(replay(events), 2)).contains(twice.get() + " " + twice.get());
                return;
            }
        }
        throw new AssertionError("no first deal of seeds 1 to 50 gives a player a card twice");
    }

    @Test
    void pointsWithPointEachAndAVoidDealShownAsVoid() {
        List<Event> events = BotMatch.play(List.of("ana", "ben"), Profile.ANGLO_40, Options.NONE.withHouse(House.parse("drawnDeal=point-each")), 43);
        SeenMatch.Started seen = (SeenMatch.Started) Observer.of(Viewer.OFFICIALS).table(replay(events).stateAt(1));
        assertThat(seen.terms(" | ")).isEqualTo("anglo-40 | first to 3 points | house drawnDeal=point-each");
        assertThat(seen.score()).isEqualTo("points: ana 0, ben 0");
        assertThat(seen.standings()).extracting(SeenMatch.Standing::count).containsExactly("0 points", "0 points");
        int drawn = IntStream.range(0, events.size()).filter(i -> events.get(i) instanceof DealEnded ended && ended.result() instanceof DealResult.Drawn)
                .findFirst().orElseThrow(() -> new AssertionError("no deal drawn: choose another seed")) + 1;
        String afterDraw = table(replay(events), drawn);
        assertThat(afterDraw).containsPattern("points: ana \\d+, ben \\d+, 1 drawn \\(a point each\\)");

        MatchStarted misdeal = new MatchStarted(List.of("ana", "ben"), "anglo-40", 3, "ben").withHouse(House.parse("misdeal=true"));
        Replay voided = replay(List.of(misdeal, DealStarted.concealed(1, "ben"), DealEnded.voided(1)));
        assertThat(table(voided, 3)).contains("centre  -  the deal is void: ben deals again").contains("Next: deal 2: ben to deal (deal 1 was void)");
    }
}

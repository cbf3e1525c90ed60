package org.conquian.recorder;

import org.conquian.command.Command;
import org.conquian.game.MatchState;
import org.conquian.testkit.Opening;
import org.conquian.testkit.Scenario;
import org.conquian.testkit.Scripted;
import org.conquian.testkit.Table;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.conquian.testkit.Table.card;
import static org.conquian.testkit.Table.cards;

/** The prompt's notation names only what is a choice; the table supplies the rest. */
class NotationTest {

    private static Notation.Parsed parse(String text, MatchState state) {
        return Notation.parse(text, state);
    }

    private static Command move(String text, MatchState state) {
        Notation.Parsed parsed = parse(text, state);
        assertThat(parsed).isInstanceOf(Notation.Parsed.Move.class);
        return ((Notation.Parsed.Move) parsed).command();
    }

    private static String notAMove(String text, MatchState state) {
        Notation.Parsed parsed = parse(text, state);
        assertThat(parsed).isInstanceOf(Notation.Parsed.NotAMove.class);
        return ((Notation.Parsed.NotAMove) parsed).message();
    }

    @Test
    void movesReadThePlayerAndCardOffTheTable() {
        MatchState sixHearts = Scenario.given(Opening.benDiscarded6H()).state();
        assertThat(move("take 6H 4H-5H-6H", sixHearts)).isEqualTo(new Command.Take("ana", card("6H"), List.of(cards("4H 5H 6H"))));
        assertThat(move("take 4h-5h-6h", sixHearts)).isEqualTo(new Command.Take("ana", card("6H"), List.of(cards("4H 5H 6H"))));
        assertThat(move("reject", sixHearts)).isEqualTo(new Command.Reject("ana", card("6H")));
        assertThat(move("pass", sixHearts)).isEqualTo(new Command.Pass("ana", card("6H")));
        MatchState dealt = Scenario.given(Table.matchStarted(), Opening.dealt()).state();
        assertThat(move("reveal", dealt)).isEqualTo(new Command.Reveal("ana", card("KH")));
        assertThat(parse("deal", Scenario.given(Table.matchStarted()).state())).isInstanceOf(Notation.Parsed.Deal.class);
    }

    @Test
    void aBareTakeUsesTheOnlyArrangementAndOtherwiseListsThem() {
        MatchState forcedJackOfClubs = Scenario.given(Scripted.match().subList(0, Scripted.BEN_FORCES_ANA)).state();
        assertThat(move("take", forcedJackOfClubs))
                .isEqualTo(new Command.Take("ana", card("JC"), List.of(cards("AC 2C 3C 4C 5C 6C 7C JC"), cards("QD QH QS"))));
        MatchState sixHearts = Scenario.given(Opening.benDiscarded6H()).state();
        assertThat(notAMove("take", sixHearts)).isEqualTo("6H can be laid out in 2 ways; say which: 1) 4H-5H-6H 7S-JS-QS  2) 4H-5H-6H");
        assertThat(move("take 2", sixHearts)).isEqualTo(new Command.Take("ana", card("6H"), List.of(cards("4H 5H 6H"))));
        assertThat(notAMove("take 3", sixHearts)).contains("there are 2 ways to lay out 6H, not 3");
    }

    @Test
    void forceIsMadeByTheOpponentOfThePlayerTheCardIsOpenTo() {
        MatchState sevenHearts = Scenario.given(Opening.benDiscards("7H")).state();
        assertThat(move("force", sevenHearts)).isEqualTo(new Command.Force("ben", "ana", card("7H")));
    }

    @Test
    void textThatIsNoMoveIsReportedAsSuch() {
        MatchState sixHearts = Scenario.given(Opening.benDiscarded6H()).state();
        assertThat(notAMove("dance", sixHearts)).contains("'dance' is not a move");
        assertThat(notAMove("discard", sixHearts)).contains("say which hand card to discard");
        assertThat(notAMove("discard 8H", sixHearts)).contains("no card '8H'");
        assertThat(notAMove("", sixHearts)).contains("say a move");
        assertThat(notAMove("deal now", sixHearts)).contains("`deal` takes nothing");
    }
}

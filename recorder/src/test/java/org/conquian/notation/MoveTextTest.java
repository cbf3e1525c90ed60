package org.conquian.notation;

import org.conquian.bot.BotMatch;
import org.conquian.card.Card;
import org.conquian.event.Event;
import org.conquian.game.LegalMoves;
import org.conquian.game.TableRecord;
import org.conquian.rules.Options;
import org.conquian.rules.Profile;
import org.conquian.command.Command;
import org.conquian.event.DealStarted;
import org.conquian.event.StockCardRevealed;
import org.conquian.game.Decision;
import org.conquian.game.Game;
import org.conquian.game.MatchState;
import org.conquian.testkit.Opening;
import org.conquian.testkit.Scenario;
import org.conquian.testkit.Scripted;
import org.conquian.testkit.Fixtures;
import org.conquian.rules.RuleId;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.conquian.testkit.Fixtures.card;
import static org.conquian.testkit.Fixtures.cards;

/** A move as text names only what is a choice; the table supplies the rest. */
class MoveTextTest {

    private static MoveText.Parsed parse(String text, MatchState state) {
        return MoveText.read(text, state);
    }

    private static Command move(String text, MatchState state) {
        MoveText.Parsed parsed = parse(text, state);
        assertThat(parsed).isInstanceOf(MoveText.Parsed.Move.class);
        return ((MoveText.Parsed.Move) parsed).command();
    }

    private static String listing(String text, MatchState state) {
        MoveText.Parsed parsed = parse(text, state);
        assertThat(parsed).isInstanceOf(MoveText.Parsed.Listing.class);
        return ((MoveText.Parsed.Listing) parsed).text();
    }

    private static String notAMove(String text, MatchState state) {
        MoveText.Parsed parsed = parse(text, state);
        assertThat(parsed).isInstanceOf(MoveText.Parsed.NotAMove.class);
        return ((MoveText.Parsed.NotAMove) parsed).message();
    }

    @Test
    void aMoveMayStartWithTheNameOfThePlayerToActAndAnotherNameIsTheirsForTheRulesToRefuse() {
        MatchState sixHearts = Scenario.given(Opening.benDiscarded6H()).state();
        assertThat(move("ana pass", sixHearts)).isEqualTo(new Command.Pass("ana", card("6H")));
        assertThat(move("ana take 6H 4H-5H-6H", sixHearts)).isEqualTo(new Command.Take("ana", card("6H"), List.of(cards("4H 5H 6H"))));
        // a move named for another player is theirs, and the rules refuse it with whose turn it is
        assertThat(move("ben pass", sixHearts)).isEqualTo(new Command.Pass("ben", card("6H")));
        Decision ben = Game.decide(sixHearts, move("ben pass", sixHearts));
        assertThat(ben).isInstanceOf(Decision.Refused.class);
        assertThat(((Decision.Refused) ben).violation().rule()).isEqualTo(RuleId.TURN);
        assertThat(((Decision.Refused) ben).violation().message()).contains("6H is open to ana");
        assertThat(Completion.of(sixHearts, "ana ")).contains("pass", "take");
        assertThat(Completion.of(sixHearts, "ana take ")).contains("6H");
    }

    @Test
    void movesReadThePlayerAndCardOffTheTable() {
        MatchState sixHearts = Scenario.given(Opening.benDiscarded6H()).state();
        assertThat(move("take 6H 4H-5H-6H", sixHearts)).isEqualTo(new Command.Take("ana", card("6H"), List.of(cards("4H 5H 6H"))));
        assertThat(move("take 4h-5h-6h", sixHearts)).isEqualTo(new Command.Take("ana", card("6H"), List.of(cards("4H 5H 6H"))));
        assertThat(move("reject", sixHearts)).isEqualTo(new Command.Reject("ana", card("6H")));
        assertThat(move("pass", sixHearts)).isEqualTo(new Command.Pass("ana", card("6H")));
        MatchState dealt = Scenario.given(Fixtures.matchStarted(), Opening.dealt()).state();
        assertThat(move("reveal", dealt)).isEqualTo(new Command.Reveal("ana", card("KH")));
        assertThat(parse("deal", Scenario.given(Fixtures.matchStarted()).state())).isInstanceOf(MoveText.Parsed.Deal.class);
    }

    @Test
    void aBareTakeListsTheWaysAndRecordsNothingEvenWhenThereIsOne() {
        MatchState forcedJackOfClubs = Scenario.given(Scripted.match().subList(0, Scripted.BEN_FORCES_ANA)).state();
        assertThat(listing("take", forcedJackOfClubs)).isEqualTo("JC can be laid out in 1 way: 1) AC-2C-3C-4C-5C-6C-7C-JC QD-QH-QS; "
                + "type take 1 to record it");
        assertThat(move("take 1", forcedJackOfClubs))
                .isEqualTo(new Command.Take("ana", card("JC"), List.of(cards("AC 2C 3C 4C 5C 6C 7C JC"), cards("QD QH QS"))));
        MatchState sixHearts = Scenario.given(Opening.benDiscarded6H()).state();
        assertThat(listing("take", sixHearts)).isEqualTo("6H can be laid out in 2 ways: 1) 4H-5H-6H 7S-JS-QS  2) 4H-5H-6H; "
                + "type take 1 or take 2 to record one");
        assertThat(move("take 2", sixHearts)).isEqualTo(new Command.Take("ana", card("6H"), List.of(cards("4H 5H 6H"))));
        assertThat(notAMove("take 3", sixHearts)).contains("there are 2 ways to lay out 6H, not 3");
    }

    @Test
    void aBareTakeOfAConcealedDealListsWhatTheTakeMayLayOut() {
        MatchState revealed = Scenario.given(Fixtures.matchStarted(), DealStarted.concealed(1, "ben"), new StockCardRevealed("ana", card("7C"))).state();
        assertThat(listing("take", revealed)).startsWith("7C may be laid out with up to 10 of ana's face-down hand cards: say the melds");
    }

    @Test
    void forceIsMadeByTheOpponentOfThePlayerTheCardIsOpenTo() {
        MatchState sevenHearts = Scenario.given(Opening.benDiscards("7H")).state();
        assertThat(move("force", sevenHearts)).isEqualTo(new Command.Force("ben", "ana", card("7H")));
    }

    @Test
    void textThatIsNoMoveIsReportedAsSuch() {
        MatchState sixHearts = Scenario.given(Opening.benDiscarded6H()).state();
        assertThat(notAMove("dance", sixHearts)).contains("'dance' is not a move; the moves are");
        assertThat(notAMove("dael", sixHearts)).isEqualTo("'dael' is not a move; did you mean deal?");
        assertThat(notAMove("tkae", sixHearts)).endsWith("did you mean take?");
        assertThat(notAMove("discard", sixHearts)).startsWith("say which hand card to discard: discard ");
        assertThat(notAMove("discard 8H", sixHearts)).contains("no card '8H'");
        assertThat(notAMove("", sixHearts)).contains("say a move");
        assertThat(notAMove("deal now", sixHearts)).contains("`deal` takes nothing");
    }

    @Test
    void aTakeThatNoArrangementCanHoldIsRefusedWithItsRule() {
        MatchState sixHearts = Scenario.given(Opening.benDiscarded6H()).state();
        MoveText.Parsed parsed = parse("take", Scenario.given(Opening.benDiscards("4C")).state());
        assertThat(parsed).isInstanceOfSatisfying(MoveText.Parsed.Refused.class,
                refused -> assertThat(refused.violation().rule()).isEqualTo(RuleId.TAKE));
        assertThat(notAMove("discard 3C 6C", sixHearts)).startsWith("discard takes one hand card: discard ");
    }

    @Test
    void completionAfterTakeOffersTheOpenCardThenTheHandCardsThatGoWithIt() {
        MatchState sixHearts = Scenario.given(Opening.benDiscarded6H()).state();
        assertThat(Completion.of(sixHearts, "take ")).startsWith("6H").contains("4H", "5H").doesNotContain("KD");
        assertThat(Completion.of(sixHearts, "ta")).contains("take", "table");
        assertThat(Completion.of(sixHearts, "force ")).containsExactly("ana", "ben");
    }

    @Test
    void tabAfterShowOffersThePlayersAndThenTheCardsNotSeenThatTheLineHasNotNamed() {
        MatchState state = MatchState.NOT_STARTED;
        for (Event event : TableRecord.of(BotMatch.play(List.of("ana", "ben", "cruz"), Profile.MEXICANA, Options.NONE, 6), true)) {
            state = Game.evolve(state, event);
            if (LegalMoves.handsMayBeShown(state)) {
                break;
            }
        }
        assertThat(LegalMoves.handsMayBeShown(state)).as("a concealed deal has ended and waits for its hands").isTrue();
        MatchState end = state;
        List<String> unseen = state.pack().minus(((MatchState.Underway) state).lastDeal().orElseThrow().seen()).toList().stream()
                .map(Card::code).toList();
        assertThat(Completion.of(end, "show ")).containsExactly("ana", "ben", "cruz");
        assertThat(Completion.of(end, "show ana ")).startsWith("ben", "cruz").containsAll(unseen).doesNotContain("ana");
        String first = unseen.getFirst();
        assertThat(Completion.of(end, "show ana " + first + " ")).doesNotContain(first).contains(unseen.getLast());
        assertThat(Completion.of(end, "show ana " + first.charAt(0))).contains(first);
    }
}

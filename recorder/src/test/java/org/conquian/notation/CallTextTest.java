package org.conquian.notation;

import org.conquian.command.Command;
import org.conquian.event.PlayedMove;
import org.conquian.event.RulingDecision;
import org.conquian.game.Decision;
import org.conquian.game.Game;
import org.conquian.game.MatchState;
import org.conquian.rules.RuleId;
import org.conquian.testkit.DisputedDeal;
import org.conquian.testkit.Scenario;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.conquian.testkit.Fixtures.card;
import static org.conquian.testkit.Fixtures.cards;

/**
 * A call and a ruling as typed at the prompt: {@code call PLAYER MOVE [R-ID] [by NAME] [-- NOTE]}, {@code call PLAYER [R-ID]
 * [by NAME] [-- NOTE]}, {@code DIRECTOR DECISION [-- TEXT]} and {@code appeal PLAYER DIRECTOR DECISION [-- TEXT]}; what a
 * called move leaves out is read off the table, and the text reads back what {@link MoveText#write} writes.
 */
class CallTextTest {

    /** The worked examples' deal: QS, ana's discard, is open to ben; ana has melded 4H 5H 6H. */
    private static final MatchState QS_OPEN_TO_BEN = Scenario.given(DisputedDeal.qsOpenToBen()).state();
    private static final MatchState CALL_WAITING = Scenario.given(DisputedDeal.afterQs(DisputedDeal.benPutQsInHand())).state();
    private static final MatchState CALL_WITHOUT_MOVE_WAITING = Scenario.given(DisputedDeal.afterQs(
            DisputedDeal.callWithoutMove("ben", "R-STOCK"))).state();

    private static Command.Call call(String text, MatchState state) {
        MoveText.Parsed parsed = MoveText.read(text, state);
        assertThat(parsed).as(text).isInstanceOf(MoveText.Parsed.Move.class);
        return (Command.Call) ((MoveText.Parsed.Move) parsed).command();
    }

    private static String notAMove(String text, MatchState state) {
        MoveText.Parsed parsed = MoveText.read(text, state);
        assertThat(parsed).as(text).isInstanceOf(MoveText.Parsed.NotAMove.class);
        return ((MoveText.Parsed.NotAMove) parsed).message();
    }

    private static Command.Rule ruling(String text) {
        MoveText.Parsed parsed = MoveText.ruling(text);
        assertThat(parsed).as(text).isInstanceOf(MoveText.Parsed.Move.class);
        return (Command.Rule) ((MoveText.Parsed.Move) parsed).command();
    }

    private static Command.Call called(String player, PlayedMove move, String caller, String note) {
        return new Command.Call(player, Optional.of(move), Optional.empty(), Optional.ofNullable(caller), Optional.ofNullable(note));
    }

    @Test
    void aCalledMoveIsTheMoveAsTypedForThePlayerNamedWhatItLeavesOutReadOffTheTable() {
        assertThat(call("call ben take QS by ana -- ben put QS in his hand", QS_OPEN_TO_BEN))
                .isEqualTo(called("ben", PlayedMove.take("ben", card("QS"), List.of()), "ana", "ben put QS in his hand"));
        // the open card, unsaid; a take with no melds puts it into the hand
        assertThat(call("call ben take", QS_OPEN_TO_BEN)).isEqualTo(called("ben", PlayedMove.take("ben", card("QS"), List.of()), null, null));
        assertThat(call("call ben take QS QC-QS-KS", QS_OPEN_TO_BEN))
                .isEqualTo(called("ben", PlayedMove.take("ben", card("QS"), List.of(cards("QC QS KS"))), null, null));
        // a take completed as a take is: ana's melds she does not name are kept
        assertThat(call("call ana take QS QC-QS-KS", QS_OPEN_TO_BEN))
                .isEqualTo(called("ana", PlayedMove.take("ana", card("QS"), List.of(cards("4H 5H 6H"), cards("QC QS KS"))), null, null));
        assertThat(call("call ana discard KD", QS_OPEN_TO_BEN)).isEqualTo(called("ana", PlayedMove.discard("ana", card("KD")), null, null));
        assertThat(call("call ben reject", QS_OPEN_TO_BEN)).isEqualTo(called("ben", PlayedMove.reject("ben", card("QS")), null, null));
        assertThat(call("call ben pass QS", QS_OPEN_TO_BEN)).isEqualTo(called("ben", PlayedMove.pass("ben", card("QS")), null, null));
        assertThat(call("call ana reveal", QS_OPEN_TO_BEN)).isEqualTo(called("ana", PlayedMove.reveal("ana", card("7S")), null, null));
        assertThat(call("call ana force ben by dora", QS_OPEN_TO_BEN))
                .isEqualTo(called("ana", PlayedMove.force("ana", "ben", card("QS")), "dora", null));
        assertThat(call("call ana claim -- ana said she was out", QS_OPEN_TO_BEN))
                .isEqualTo(called("ana", PlayedMove.claim("ana"), null, "ana said she was out"));
    }

    @Test
    void aCallWithoutAMoveCitesARuleOrNoneAndARuleNamedAfterAMoveIsTheRecordersToCheck() {
        assertThat(call("call ben R-DEAL -- ben holds 11 cards and ana 9", QS_OPEN_TO_BEN)).isEqualTo(new Command.Call("ben", Optional.empty(),
                Optional.of(RuleId.DEAL), Optional.empty(), Optional.of("ben holds 11 cards and ana 9")));
        assertThat(call("call ben r-stock by ana", QS_OPEN_TO_BEN)).isEqualTo(new Command.Call("ben", Optional.empty(),
                Optional.of(RuleId.STOCK), Optional.of("ana"), Optional.empty()));
        assertThat(call("call ben", QS_OPEN_TO_BEN)).isEqualTo(new Command.Call("ben", Optional.empty(), Optional.empty(), Optional.empty(),
                Optional.empty()));
        Command.Call named = call("call ben take QS R-MELD", QS_OPEN_TO_BEN);
        assertThat(named.rule()).contains(RuleId.MELD);
        assertThat(Game.decide(QS_OPEN_TO_BEN, named)).isInstanceOfSatisfying(Decision.Refused.class, refused -> {
            assertThat(refused.violation().rule()).isEqualTo(RuleId.RULING);
            assertThat(refused.violation().message()).contains("the move breaks R-TAKE, the call names R-MELD");
        });
    }

    @Test
    void aCallThatCannotBeReadSaysWhatIsWrong() {
        assertThat(notAMove("call", QS_OPEN_TO_BEN)).contains("say who is at fault");
        assertThat(notAMove("call ben dance", QS_OPEN_TO_BEN)).contains("'dance' is no move as played, rule or `by`");
        assertThat(notAMove("call ben R-NOPE", QS_OPEN_TO_BEN)).contains("no rule 'R-NOPE'").contains("R-EXCHANGE");
        assertThat(notAMove("call ben R-DEAL R-STOCK", QS_OPEN_TO_BEN)).contains("cites one rule");
        assertThat(notAMove("call ana discard", QS_OPEN_TO_BEN)).contains("say the card discarded");
        assertThat(notAMove("call ben take QS by", QS_OPEN_TO_BEN)).contains("`by` names who called");
        assertThat(notAMove("call ben take QS by ana cruz", QS_OPEN_TO_BEN)).contains("`by` names who called");
        assertThat(notAMove("call ben claim QS", QS_OPEN_TO_BEN)).contains("`claim` takes nothing");
        assertThat(notAMove("call ana discard 8H", QS_OPEN_TO_BEN)).contains("no card '8H'");
        assertThat(notAMove("ben call ben take QS", QS_OPEN_TO_BEN)).contains("a call names the player at fault after `call`");
    }

    @Test
    void aCallAsWrittenReadsBackAsTheSameCall() {
        for (Command.Call call : List.of(called("ben", PlayedMove.take("ben", card("QS"), List.of()), "ana", "ben put QS in his hand"),
                called("ben", PlayedMove.take("ben", card("QS"), List.of(cards("QC QS KS"))), null, null),
                called("ana", PlayedMove.force("ana", "ben", card("QS")), "by", null),
                called("ana", PlayedMove.claim("ana"), null, null),
                new Command.Call("ben", Optional.empty(), Optional.of(RuleId.DEAL), Optional.of("dora"), Optional.of("ben holds 11 -- or 12")))) {
            assertThat(call(MoveText.write(call), QS_OPEN_TO_BEN)).as(MoveText.write(call)).isEqualTo(call);
        }
        // the refusal's call, as the prompt offers it
        Command.Take intoTheHand = new Command.Take("ben", card("QS"), List.of());
        Command.Call asPlayed = Command.Call.of(Game.callAsPlayed(QS_OPEN_TO_BEN, intoTheHand).orElseThrow());
        assertThat(MoveText.write(asPlayed)).isEqualTo("call ben take QS");
    }

    @Test
    void aRulingIsTheDirectorsNameTheDecisionAndItsWordsAndItsAppealIsAskedAfterIt() {
        assertThat(ruling("dora rectify -- R-TAKE: a taken card is melded at once. The take is withdrawn."))
                .isEqualTo(new Command.Rule("dora", RulingDecision.RECTIFY,
                        Optional.of("R-TAKE: a taken card is melded at once. The take is withdrawn."), Optional.empty()));
        assertThat(ruling("dora VOID")).isEqualTo(new Command.Rule("dora", RulingDecision.VOID_DEAL, Optional.empty(), Optional.empty()));
        assertThat(ruling("dora award ana -- deal 1 to ana").decision()).isEqualTo(new RulingDecision.AwardDeal("ana"));
        assertThat(ruling("dora none").decision()).isEqualTo(RulingDecision.NO_IRREGULARITY);
        Command.Rule award = ruling("dora award ana");
        assertThat(MoveText.appealed(award, "")).isEqualTo(new MoveText.Parsed.Move(award));
        assertThat(MoveText.appealed(award, "appeal ben ed void -- neither could know")).isEqualTo(new MoveText.Parsed.Move(new Command.Rule(
                "dora", new RulingDecision.AwardDeal("ana"), Optional.empty(), Optional.of(new Command.Appeal("ben", "ed",
                RulingDecision.VOID_DEAL, Optional.of("neither could know"))))));
        for (String wrong : List.of("dora", "dora award", "dora award ana ben", "dora frown", "dora rectify now")) {
            assertThat(MoveText.ruling(wrong)).as(wrong).isInstanceOf(MoveText.Parsed.NotAMove.class);
        }
        for (String wrong : List.of("appeal ben ed", "ben ed void", "appeal ben ed maybe")) {
            assertThat(MoveText.appealed(award, wrong)).as(wrong).isInstanceOf(MoveText.Parsed.NotAMove.class);
        }
        assertThat(((MoveText.Parsed.NotAMove) MoveText.ruling("dora frown")).message()).contains("'frown' is no decision");
    }

    @Test
    void aRulingAsWrittenReadsBackLineByLine() {
        Command.Rule appealed = new Command.Rule("dora", new RulingDecision.AwardDeal("ana"), Optional.of("ben saw the stock: deal 1 to ana."),
                Optional.of(new Command.Appeal("ben", "ed", RulingDecision.VOID_DEAL, Optional.of("Law 93A"))));
        List<String> lines = MoveText.write(appealed).lines().toList();
        assertThat(lines).hasSize(2);
        assertThat(MoveText.appealed(ruling(lines.get(0)), lines.get(1))).isEqualTo(new MoveText.Parsed.Move(appealed));
    }

    @Test
    void aRulingTypedWhenNoCallWaitsIsARulingForTheRulesToRefuse() {
        MoveText.Parsed parsed = MoveText.read("dora rectify", QS_OPEN_TO_BEN);
        assertThat(parsed).isInstanceOf(MoveText.Parsed.Move.class);
        assertThat(Game.decide(QS_OPEN_TO_BEN, ((MoveText.Parsed.Move) parsed).command())).isInstanceOfSatisfying(Decision.Refused.class,
                refused -> assertThat(refused.violation().message()).contains("no call waits for a ruling"));
    }

    @Test
    void whileACallWaitsAMoveIsStillThePlayersForTheRulesToRefuse() {
        assertThat(Unsaid.actor(CALL_WAITING)).contains("ben");
        MoveText.Parsed reject = MoveText.read("reject", CALL_WAITING);
        assertThat(reject).isEqualTo(new MoveText.Parsed.Move(new Command.Reject("ben", card("QS"))));
        assertThat(Game.decide(CALL_WAITING, new Command.Reject("ben", card("QS")))).isInstanceOfSatisfying(Decision.Refused.class,
                refused -> assertThat(refused.violation().rule()).isEqualTo(RuleId.RULING));
    }

    @Test
    void theHintsAndCompletionKnowTheCallsAndTheRulings() {
        assertThat(Completion.of(QS_OPEN_TO_BEN, "ca")).contains("call");
        assertThat(Completion.of(QS_OPEN_TO_BEN, "call ")).containsExactly("ana", "ben");
        assertThat(Completion.of(QS_OPEN_TO_BEN, "call ben ")).contains("take", "claim", "by", "R-TAKE", "R-EXCHANGE").doesNotContain("R-RULING");
        // the move is the named player's: ana's hand after her discard, not ben's, the player to act
        assertThat(Completion.of(QS_OPEN_TO_BEN, "call ana discard ")).contains("KD", "by").doesNotContain("KS");
        assertThat(Completion.of(QS_OPEN_TO_BEN, "call ben take QS by ")).isEmpty();
        assertThat(Completion.of(QS_OPEN_TO_BEN, "call ben R-DEAL ")).containsExactly("by");
        assertThat(Completion.of(QS_OPEN_TO_BEN, "call ben R-DEAL -- ")).isEmpty();
        assertThat(Completion.of(CALL_WAITING, "")).containsExactlyElementsOf(Completion.PROMPT_WORDS);
        assertThat(Completion.of(CALL_WAITING, "dora ")).containsExactlyElementsOf(MoveText.DECISIONS);
        assertThat(Completion.of(CALL_WAITING, "dora award ")).containsExactly("ana", "ben");
        assertThat(Completion.of(CALL_WAITING, "appeal ")).containsExactly("ana", "ben");
        assertThat(Completion.of(CALL_WAITING, "appeal ben ed ")).containsExactlyElementsOf(MoveText.DECISIONS);
        assertThat(Completion.of(CALL_WAITING, "appeal ben ed award ")).containsExactly("ana", "ben");

        assertThat(Hints.line(CALL_WAITING, true)).isEqualTo("the call of seq 11 waits for the director's ruling: DIRECTOR rectify · "
                + "DIRECTOR void · DIRECTOR award PLAYER [-- TEXT]");
        assertThat(Hints.line(CALL_WITHOUT_MOVE_WAITING, true)).contains("DIRECTOR none");
        assertThat(Hints.moves(CALL_WAITING)).contains("  DIRECTOR rectify [-- TEXT]   (the call is withdrawn").doesNotContain("none");
    }
}

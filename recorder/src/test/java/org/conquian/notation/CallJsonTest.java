package org.conquian.notation;

import com.fasterxml.jackson.databind.JsonNode;
import org.conquian.command.Command;
import org.conquian.contract.StrictJson;
import org.conquian.event.PlayedMove;
import org.conquian.event.RulingDecision;
import org.conquian.game.MatchState;
import org.conquian.rules.RuleId;
import org.conquian.testkit.DisputedDeal;
import org.conquian.testkit.Scenario;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.conquian.testkit.Fixtures.card;
import static org.conquian.testkit.Fixtures.cards;

/**
 * The {@code call} and {@code rule} requests, as {@code record --stdin} and the server read them: a call's move is a move
 * request read off the table for the player named, a take's melds completed unless said complete; a ruling names its
 * director, decision and words, and the appeal heard at once. What cannot be read is a bad request naming the field.
 */
class CallJsonTest {

    private static final MatchState QS_OPEN_TO_BEN = Scenario.given(DisputedDeal.qsOpenToBen()).state();

    private static Command read(String json) {
        try {
            JsonNode request = StrictJson.MAPPER.readTree(json);
            return MoveJson.read(request.get("op").textValue(), request, QS_OPEN_TO_BEN);
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Command.Call call(String player, PlayedMove move) {
        return new Command.Call(player, Optional.of(move), Optional.empty(), Optional.empty(), Optional.empty());
    }

    @Test
    void aCallsMoveIsAMoveRequestForThePlayerNamedWhatItLeavesOutReadOffTheTable() {
        assertThat(read("""
                {"op":"call","match":"m1","player":"ben","move":{"op":"take","card":"QS","melds":[]},"calledBy":"ana","note":"ben put QS in his hand"}"""))
                .isEqualTo(new Command.Call("ben", Optional.of(PlayedMove.take("ben", card("QS"), List.of())), Optional.empty(), Optional.of("ana"),
                        Optional.of("ben put QS in his hand")));
        assertThat(read("{\"op\":\"call\",\"player\":\"ben\",\"move\":{\"op\":\"reject\"}}")).isEqualTo(call("ben", PlayedMove.reject("ben", card("QS"))));
        assertThat(read("{\"op\":\"call\",\"player\":\"ana\",\"move\":{\"op\":\"discard\",\"player\":\"ana\",\"card\":\"KD\"},\"rule\":\"R-TURN\"}"))
                .isEqualTo(new Command.Call("ana", Optional.of(PlayedMove.discard("ana", card("KD"))), Optional.of(RuleId.TURN), Optional.empty(),
                        Optional.empty()));
        assertThat(read("{\"op\":\"call\",\"player\":\"ana\",\"move\":{\"op\":\"reveal\"}}")).isEqualTo(call("ana", PlayedMove.reveal("ana", card("7S"))));
        assertThat(read("{\"op\":\"call\",\"player\":\"ana\",\"move\":{\"op\":\"force\",\"target\":\"ben\"}}"))
                .isEqualTo(call("ana", PlayedMove.force("ana", "ben", card("QS"))));
        assertThat(read("{\"op\":\"call\",\"player\":\"ana\",\"move\":{\"op\":\"claim\"}}")).isEqualTo(call("ana", PlayedMove.claim("ana")));
        // the move names another player: the judge refuses it, the call names ben
        assertThat(((Command.Call) read("{\"op\":\"call\",\"player\":\"ben\",\"move\":{\"op\":\"claim\",\"player\":\"ana\"}}")).move().orElseThrow().player())
                .isEqualTo("ana");
    }

    @Test
    void aCalledTakeIsCompletedAsATakeUnlessItSaysItIsComplete() {
        assertThat(read("{\"op\":\"call\",\"player\":\"ana\",\"move\":{\"op\":\"take\",\"card\":\"QS\",\"melds\":[[\"QC\",\"QS\",\"KS\"]]}}"))
                .isEqualTo(call("ana", PlayedMove.take("ana", card("QS"), List.of(cards("4H 5H 6H"), cards("QC QS KS")))));
        // ana put 4H 5H 6H back into her hand as she laid out QC QS KS
        Command complete = read("{\"op\":\"call\",\"player\":\"ana\",\"move\":{\"op\":\"take\",\"card\":\"QS\",\"melds\":[[\"QC\",\"QS\",\"KS\"]],\"complete\":true}}");
        assertThat(complete).isEqualTo(call("ana", PlayedMove.take("ana", card("QS"), List.of(cards("QC QS KS")))));
        // written back as a request, the same call
        assertThat(read(MoveJson.write(complete).toString())).isEqualTo(complete);
    }

    @Test
    void aCallWithoutAMoveCitesARuleOrNone() {
        assertThat(read("{\"op\":\"call\",\"match\":\"m1\",\"player\":\"ben\",\"rule\":\"R-DEAL\",\"note\":\"ben holds 11 cards\"}"))
                .isEqualTo(new Command.Call("ben", Optional.empty(), Optional.of(RuleId.DEAL), Optional.empty(), Optional.of("ben holds 11 cards")));
        assertThat(read("{\"op\":\"call\",\"player\":\"ben\"}")).isEqualTo(new Command.Call("ben", Optional.empty(), Optional.empty(), Optional.empty(),
                Optional.empty()));
        // R-RULING is a rule id, but no rule of the game: the judge refuses the call naming it
        assertThat(((Command.Call) read("{\"op\":\"call\",\"player\":\"ben\",\"rule\":\"R-RULING\"}")).rule()).contains(RuleId.RULING);
    }

    @Test
    void aRulingNamesItsDirectorDecisionAndWordsAndTheAppealHeardAtOnce() {
        assertThat(read("{\"op\":\"rule\",\"match\":\"m1\",\"director\":\"dora\",\"decision\":\"rectify\",\"text\":\"R-TAKE: withdrawn\"}"))
                .isEqualTo(new Command.Rule("dora", RulingDecision.RECTIFY, Optional.of("R-TAKE: withdrawn"), Optional.empty()));
        assertThat(read("""
                {"op":"rule","match":"m1","director":"dora","decision":"award-deal","winner":"ana","appeal":{"appellant":"ben","director":"ed","decision":"void-deal","text":"Law 93A"}}"""))
                .isEqualTo(new Command.Rule("dora", new RulingDecision.AwardDeal("ana"), Optional.empty(), Optional.of(new Command.Appeal("ben", "ed",
                        RulingDecision.VOID_DEAL, Optional.of("Law 93A")))));
        assertThat(read("{\"op\":\"rule\",\"director\":\"dora\",\"decision\":\"no-irregularity\"}"))
                .isEqualTo(new Command.Rule("dora", RulingDecision.NO_IRREGULARITY, Optional.empty(), Optional.empty()));
        Command.Rule appealed = new Command.Rule("dora", RulingDecision.VOID_DEAL, Optional.of("void"), Optional.of(new Command.Appeal("ben", "ed",
                new RulingDecision.AwardDeal("ben"), Optional.empty())));
        assertThat(read(MoveJson.write(appealed).toString())).isEqualTo(appealed);
    }

    @Test
    void aRequestThatCannotBeReadNamesTheField() {
        for (String[] wrong : List.of(
                new String[] {"{\"op\":\"call\"}", "`player` is missing"},
                new String[] {"{\"op\":\"call\",\"player\":\"ben\",\"move\":\"take\"}", "`move` must be the move as played"},
                new String[] {"{\"op\":\"call\",\"player\":\"ben\",\"move\":{\"card\":\"QS\"}}", "`move.op` is missing"},
                new String[] {"{\"op\":\"call\",\"player\":\"ben\",\"move\":{\"op\":\"meld\"}}", "`move.op` meld is no move as played"},
                new String[] {"{\"op\":\"call\",\"player\":\"ben\",\"move\":{\"op\":\"take\",\"card\":\"QS\"}}", "`move.melds` is missing"},
                new String[] {"{\"op\":\"call\",\"player\":\"ben\",\"move\":{\"op\":\"take\",\"melds\":[],\"complete\":\"yes\"}}", "`move.complete`"},
                new String[] {"{\"op\":\"call\",\"player\":\"ana\",\"move\":{\"op\":\"discard\"}}", "`card` is missing"},
                new String[] {"{\"op\":\"call\",\"player\":\"ben\",\"rule\":\"R-NOPE\"}", "`rule` R-NOPE is no rule"},
                new String[] {"{\"op\":\"rule\",\"decision\":\"rectify\"}", "`director` is missing"},
                new String[] {"{\"op\":\"rule\",\"director\":\"dora\"}", "`decision` is missing"},
                new String[] {"{\"op\":\"rule\",\"director\":\"dora\",\"decision\":\"void\"}", "`decision` void is no decision"},
                new String[] {"{\"op\":\"rule\",\"director\":\"dora\",\"decision\":\"award-deal\"}", "`winner` is missing"},
                new String[] {"{\"op\":\"rule\",\"director\":\"dora\",\"decision\":\"rectify\",\"winner\":\"ana\"}", "`winner` is only for award-deal"},
                new String[] {"{\"op\":\"rule\",\"director\":\"dora\",\"decision\":\"rectify\",\"appeal\":true}", "`appeal` must be"},
                new String[] {"{\"op\":\"rule\",\"director\":\"dora\",\"decision\":\"rectify\",\"appeal\":{\"director\":\"ed\",\"decision\":\"rectify\"}}",
                        "`appeal.appellant` is missing"},
                new String[] {"{\"op\":\"rule\",\"director\":\"dora\",\"decision\":\"rectify\",\"appeal\":{\"appellant\":\"ben\",\"director\":\"ed\"}}",
                        "`appeal.decision` is missing"})) {
            assertThatThrownBy(() -> read(wrong[0])).as(wrong[0]).isInstanceOf(NotAMove.class).hasMessageContaining(wrong[1]);
        }
    }
}

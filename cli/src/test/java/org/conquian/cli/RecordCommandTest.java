package org.conquian.cli;

import com.fasterxml.jackson.databind.JsonNode;
import org.conquian.contract.StrictJson;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Recording at the prompt, driven by scripted input, and through the JSON line protocol. */
class RecordCommandTest {

    @TempDir
    Path directory;

    private String data() {
        return directory.toString();
    }

    private Run record(String input, String... more) {
        List<String> args = new java.util.ArrayList<>(List.of("record", "new", "--players", "ana,ben", "--first-dealer", "ben",
                "--seed", "5", "--match", "p1", "--data", data()));
        args.addAll(List.of(more));
        return Run.withInput(input, args.toArray(String[]::new));
    }

    /** Two matches begun in the same second with no --match get ids of their own: the second's has a count after the time. */
    @Test
    void aSecondMatchBegunInTheSameSecondGetsAnIdOfItsOwn() {
        for (String id : List.of("match-20261129-180000", "match-20261129-180000-2")) {
            Run run = Run.withInput("deal\nquit\n", "record", "new", "--players", "ana,ben", "--first-dealer", "ben", "--seed", "5",
                    "--data", data());
            assertThat(run.exit()).as(run.err()).isZero();
            assertThat(run.out()).contains("Recording match " + id + " to ");
        }
    }

    /** Ana holds 4H 5H, reveals 6H and can meld it; later 7H, which fits her run on its own, comes to her. */
    private Path sevenOfHeartsDeck() throws IOException {
        return Files.writeString(directory.resolve("deck.txt"),
                "4H 2C 5H 3C QS 5C KS 7C JS JC AS QC 2S KC 3S AD 4S 2D 5S 3D 6H 7H 4D 5D 6S 6D 7S 7D AH JD 2H QD 3H KD JH QH KH AC 4C 6C\n");
    }

    @Test
    void movesAreRecordedAndIllegalOnesRefusedWithTheirRule() throws IOException {
        Run run = record("deal\nreveal\ndiscard 3C\npass\nreject\nquit\n");
        assertThat(run.exit()).isZero();
        assertThat(run.out()).contains("Recorded ben deals deal 1 (up to seq 2).")
                .contains("Recorded ana reveals 6S (up to seq 3).")
                .contains("Refused, R-TURN: ana cannot discard now: 6S is open to ana, who revealed it, to take or pass. Nothing was recorded.")
                .contains("Recorded ana passes 6S (up to seq 4).")
                .contains("Recorded ben rejects 6S; ben reveals JD (up to seq 6).")
                .contains("Match p1 is left in progress; continue it with: conquian record resume p1 --data " + data());
        assertThat(Files.readAllLines(directory.resolve("p1.jsonl"))).hasSize(6);
    }

    @Test
    void textThatIsNoMoveIsToldApartFromARefusedMove() {
        Run run = record("dance\ntake\nmoves\nhelp\nquit\n");
        assertThat(run.out()).contains("Not a move: 'dance' is not a move")
                .contains("ben deals: type deal")
                .contains("deal                   shuffle and deal the next deal");
    }

    @Test
    void theOpponentIsAskedWhetherToForceWhenACardThatFitsIsDeclined() throws IOException {
        // ana melds 6H; ben rejects her discard, reveals 7H and passes it; ana declines 7H, which fits her
        // melds on its own, so ben is asked whether he forces it.
        Path deck = sevenOfHeartsDeck();
        Run run = Run.withInput("deal\nreveal\ntake 6H 4H-5H-6H\ndiscard QS\nreject\npass\nreject\ny\ntake 7H 4H-5H-6H-7H\nquit\n",
                "record", "new", "--players", "ana,ben", "--first-dealer", "ben", "--packs", deck.toString(), "--match", "f1", "--data", data());
        assertThat(run.out()).contains("ben, 7H fits ana's melds: force ana to take it? [y/N]")
                .doesNotContain("Refused");
        // every hint is a move that records as typed: the whole take where there is one way, else the number of the way
        assertThat(run.out()).contains("ana: take 6H N (N of 14 ways: take 6H lists them) · pass")
                .contains("ana: take 7H N (N of 7 ways: take 7H lists them)\n");
        assertThat(Files.readString(directory.resolve("f1.jsonl"))).contains("\"target\":\"ana\",\"type\":\"CardForced\"");
    }

    @Test
    void threePlayersRecordTheCambioCardByCardAndForceByName() throws IOException {
        Path deck = directory.resolve("mesa.txt");
        // dealt from cruz's right: ana QS AC 2D 3D KH KD 4S 5S, ben 5H JD QD 7C 7D 2S 3S AS, cruz 2C 4H KC 6C 6D 6S JC QC
        Files.writeString(deck, "QS 5H 2C AC JD 4H 2D QD KC 3D 7C 6C KH 7D 6D KD 2S 6S 4S 3S JC 5S AS QC "
                + "6H 7H 3H KS 3C 4C 5C AD 4D 5D AH 2H JH QH 7S JS\n");
        Run run = Run.withInput("deal\nQS\n9H\n5H\nAS\n2C\ncruz pass\nana pass\npass\ntake 6H 4H-5H-6H\nana pass\ndiscard KC\nreject\nforce ben\nana force cruz\n"
                        + "take 7H 4H-5H-6H-7H\ndiscard QC\nquit\n",
                "record", "new", "--rules", "mexicana", "--players", "ana,ben,cruz", "--first-dealer", "cruz", "--packs", deck.toString(),
                "--match", "m3", "--data", data());
        assertThat(run.exit()).isZero();
        assertThat(run.out()).contains("The cambio: each player gives one card face down to the player on their right, all at once.")
                .contains("Say one card of ben's hand:").contains("Say one card of cruz's hand:")
                .contains("Recorded the cambio: ana gives QS, ben gives 5H, cruz gives 2C, each to the player on their right; ana reveals 6H")
                .contains("Refused, R-FORCE: ben has no melds, so no card can be forced on ben: a forced card must fit the melds on its own")
                .contains("Refused, R-TURN: cruz cannot pass 6H now: 6H, the first card of the deal, is open to ana")
                .contains("Recorded ana passes 6H")
                .contains("Refused, R-TURN: ana cannot pass now: cruz is to discard a hand card")
                .contains("Recorded ana forces cruz to take 7H")
                .contains("Recorded cruz discards QC (up to seq 15).");
        assertThat(run.out().substring(run.out().lastIndexOf("Recorded cruz discards QC"))).contains("ana> ");
    }

    @Test
    void theForceQuestionTakesOnlyYesOrNoAndAMoveTypedThereIsNotTheAnswer() throws IOException {
        Path deck = sevenOfHeartsDeck();
        Run run = Run.withInput("deal\nreveal\ntake 6H 4H-5H-6H\ndiscard QS\nreject\npass\nreject\nmaybe\nreject\n\nquit\n",
                "record", "new", "--players", "ana,ben", "--first-dealer", "ben", "--packs", deck.toString(), "--match", "f2", "--data", data());
        String question = "ben, 7H fits ana's melds: force ana to take it? [y/N] ";
        assertThat(run.out().split(java.util.regex.Pattern.quote(question), -1)).hasSize(4);
        assertThat(run.out()).contains("Answer y or n (Enter is n)").contains("Recorded ana rejects 7H");
        assertThat(Files.readString(directory.resolve("f2.jsonl"))).doesNotContain("CardForced");
    }

    @Test
    void aBareTakeListsAndRecordsNothingAndAnUnusableOneIsRefusedWithItsRule() throws IOException {
        Path deck = sevenOfHeartsDeck();
        Run run = Run.withInput("deal\nreveal\ntake\nquit\n",
                "record", "new", "--players", "ana,ben", "--first-dealer", "ben", "--packs", deck.toString(), "--match", "t1", "--data", data());
        assertThat(run.out()).contains("6H can be laid out in 14 ways: 1) 4H-5H-6H AS-2S-3S-4S-5S JS-QS-KS").contains("14) 4H-5H-6H; type its number to record one: take 1, take 2, ... take 14");
        assertThat(Files.readAllLines(directory.resolve("t1.jsonl"))).hasSize(3);
        assertThat(record("deal\nreveal\ntake\nquit\n").out())
                .contains("Refused, R-TAKE: 6S cannot be melded by ana now, with or without hand cards. Nothing was recorded.");
    }

    @Test
    void aConcealedCambioIsOneStepAtThePrompt() throws IOException {
        Run run = Run.withInput("deal\n\nreveal 6H\nquit\n", "record", "new", "--rules", "mexicana", "--players", "ana,ben,cruz",
                "--first-dealer", "cruz", "--concealed", "--match", "cc", "--data", data());
        assertThat(run.out()).contains("Press Enter once the cambio is made")
                .contains("Recorded the cambio")
                .contains("ana reveals 6H");
        assertThat(Run.of("audit", directory.resolve("cc.jsonl").toString()).out()).contains("in-progress");
    }

    @Test
    void aConcealedDealIsRecordedAsTheCardsAreShownThenAuditedAndReplayed() throws IOException {
        // ana and ben turn up, pass and reject all twenty stock cards; the deal is drawn; the hands are shown
        List<String> stock = List.of("AC", "2C", "3C", "4C", "5C", "6C", "7C", "JC", "QC", "KC", "AD", "2D", "3D", "4D", "5D", "6D", "7D", "JD", "QD", "KD");
        StringBuilder input = new StringBuilder("deal\nreveal\n");
        for (String card : stock) {
            input.append("reveal ").append(card).append("\npass\nreject\n");
        }
        input.append("show ana AH 2H 3H 4H 5H 6H 7H JH QH KH ben AS 2S 3S 4S 5S 6S 7S JS QS KS\nquit\n");
        Run run = Run.withInput(input.toString(), "record", "new", "--players", "ana,ben",
                "--first-dealer", "ben", "--concealed", "--match", "c1", "--data", data());
        assertThat(run.out()).contains("Recorded ben deals deal 1, face down").contains("10 face down")
                .contains("Not a move: say which card was turned up: reveal 7C")
                .contains("ana: take AC MELD... (with hand cards) · pass")
                .contains("deal 1 is drawn")
                .contains("the deal is over: record the hands shown (show ana CARDS ben CARDS), or skip")
                .contains("Recorded the hands are shown: ana AH 2H 3H 4H 5H 6H 7H JH QH KH, ben AS 2S 3S 4S 5S 6S 7S JS QS KS");
        Path log = directory.resolve("c1.jsonl");
        assertThat(Run.of("audit", log.toString()).out()).contains("in-progress (1 deal concealed, hands shown in 1)");
        assertThat(Run.of("replay", log.toString(), "--at", "5", "--no-color").out()).contains("hand  10 face down  (10)")
                .doesNotContain("top first");
        // shown hands are public from then on, in every view
        assertThat(Run.of("replay", log.toString(), "--as", "ana", "--no-color").out()).contains("AS 2S 3S 4S 5S 6S 7S JS QS KS  (10)")
                .doesNotContain("hidden");
        JsonNode asAna = StrictJson.MAPPER.readTree(Run.of("replay", log.toString(), "--as", "ana", "--json").out());
        assertThat(asAna.get("deal").get("hands").get("ben").get("hand")).hasSize(10);
        assertThat(StrictJson.MAPPER.readTree(Run.of("replay", log.toString(), "--as", "ana", "--at", "60", "--json").out())
                .get("deal").get("hands").get("ben").has("hand")).isFalse();
    }

    @Test
    void aConcealedTakeAsksForItsMeldsAndNamesOnlyThoseItMakesOrExtends() throws IOException {
        Run run = Run.withInput("deal\nreveal KH\npass\ntake\ntake KH KC-KD-KH\ndiscard 2S\nreject\nreveal QC\npass\nmoves\ntake QC JC-QC-7C\nquit\n",
                "record", "new", "--players", "ana,ben", "--first-dealer", "ben", "--concealed", "--match", "cs", "--data", data());
        assertThat(run.out()).contains("ben: take KH MELD... (with hand cards) · reject")
                .contains("KH may be laid out with up to 10 of ben's face-down hand cards: say the melds the take makes or extends")
                .contains("take QC MELD...   (the melds it makes or extends, with up to 7 face-down hand cards)")
                .contains("ben lays KC KD KH, JC QC 7C");
        assertThat(Run.of("audit", directory.resolve("cs.jsonl").toString()).out()).contains("in-progress");
    }

    @Test
    void skippingTheHandsOfAConcealedDealSaysSoAndGoesOnToTheNextDeal() {
        StringBuilder input = new StringBuilder("deal\nreveal AC\npass\nreject\n");
        for (String card : List.of("2C", "3C", "4C", "5C", "6C", "7C", "JC", "QC", "KC", "AD", "2D", "3D", "4D", "5D", "6D", "7D", "JD", "QD", "KD")) {
            input.append("reveal ").append(card).append("\npass\nreject\n");
        }
        input.append("skip\nquit\n");
        Run run = Run.withInput(input.toString(), "record", "new", "--players", "ana,ben", "--first-dealer", "ben", "--concealed",
                "--match", "s1", "--data", data());
        assertThat(run.out()).contains("deal 1 is drawn").doesNotContain("Recorded nothing");
        String after = run.out().substring(run.out().indexOf("> skip"));
        assertThat(after).contains("The hands of deal 1 are not shown: nothing is recorded for them.")
                .doesNotContain("record the hands shown").contains("deals: type deal");
    }

    @Test
    void aMatchIsResumedWhereItWasLeft() {
        record("deal\nreveal\nquit\n");
        Run run = Run.withInput("pass\nquit\n", "record", "resume", "p1", "--data", data());
        assertThat(run.exit()).isZero();
        assertThat(run.out()).contains("Resuming match p1").contains("Recorded ana passes 6S (up to seq 4).");
        assertThat(Run.of("record", "resume", "p9", "--data", data()).err()).contains("there is no match p9");
        assertThat(directory.resolve("p9.jsonl")).doesNotExist();
    }

    @Test
    void aRealTableResumedBeforeItsFirstDealIsDealtFaceDownWhenSaid() throws IOException {
        Run.withInput("quit\n", "record", "new", "--players", "ana,ben", "--first-dealer", "ben", "--concealed", "--match", "c1", "--data", data());
        Run unsaid = Run.withInput("quit\n", "record", "resume", "c1", "--data", data());
        assertThat(unsaid.err()).contains("warning: no deal of match c1 is recorded yet").contains("record resume --concealed");
        Run said = Run.withInput("deal\nquit\n", "record", "resume", "c1", "--concealed", "--data", data());
        assertThat(said.exit()).isZero();
        assertThat(said.err()).doesNotContain("warning");
        assertThat(Files.readString(directory.resolve("c1.jsonl"))).contains("\"concealed\":true").doesNotContain("\"hands\"");
    }

    @Test
    void aStartThatFailsLeavesNothingInTheLog() {
        Run zoe = Run.of("record", "new", "--players", "ana,ben", "--first-dealer", "zoe", "--match", "z1", "--data", data());
        assertThat(zoe.exit()).isEqualTo(2);
        assertThat(zoe.err()).contains("zoe");
        Run twice = Run.of("record", "new", "--players", "ana,ana", "--match", "z2", "--data", data());
        assertThat(twice.err()).contains("different players");
        assertThat(directory.resolve("z1.jsonl")).doesNotExist();
        assertThat(directory.resolve("z2.jsonl")).doesNotExist();
    }

    @Test
    void theLineProtocolOnStandardInput() throws IOException {
        Run run = Run.withInput("""
                {"op":"start","match":"s1","players":["ana","ben"],"firstDealer":"ben","seed":3}
                {"op":"deal","match":"s1"}
                {"op":"reveal","match":"s1"}
                {"op":"take","match":"s1","card":"QS","melds":[["QS"]]}
                """, "record", "--stdin", "--data", data());
        assertThat(run.exit()).isZero();
        List<String> answers = run.out().lines().toList();
        assertThat(answers).hasSize(4);
        JsonNode refused = StrictJson.MAPPER.readTree(answers.get(3));
        assertThat(refused.get("ok").asBoolean()).isFalse();
        assertThat(refused.has("rule")).isTrue();
        assertThat(StrictJson.MAPPER.readTree(answers.get(2)).get("events").get(0).get("type").asText()).isEqualTo("StockCardRevealed");
    }

    @Test
    void recordWithoutASubcommandShowsHowToUseIt() {
        Run run = Run.of("record");
        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.out()).contains("record new").contains("record --stdin");
    }
}

package org.conquian.notation;

import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.command.Command;
import org.conquian.event.CardDiscarded;
import org.conquian.event.CardPassed;
import org.conquian.event.CardTaken;
import org.conquian.event.CardsExchanged;
import org.conquian.event.DealStarted;
import org.conquian.event.MatchStarted;
import org.conquian.event.StockCardRevealed;
import org.conquian.game.Decision;
import org.conquian.game.Game;
import org.conquian.game.MatchState;
import org.conquian.rules.House;
import org.conquian.rules.RuleId;
import org.conquian.testkit.Scenario;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.conquian.testkit.Fixtures.ANA;
import static org.conquian.testkit.Fixtures.BEN;
import static org.conquian.testkit.Fixtures.card;
import static org.conquian.testkit.Fixtures.cards;
import static org.conquian.testkit.Scripted.melds;

/**
 * The notation under house rules: {@code meld} (a free meld, meldFromHand), {@code misdeal} (a deal just dealt face down
 * found misdealt), a pass on round the table (offer round), read, hinted, listed and completed where the house plays them.
 */
class HouseNotationTest {

    private static final String CRUZ = "cruz";

    /** mexicana, two players, ana deals; after the cambio ben holds 2C 3C 4C 6D 6H 7H JH QH and turns up the first card 5C. */
    private static MatchState firstCardOpen(String house) {
        Map<String, List<Card>> hands = new LinkedHashMap<>();
        hands.put(ANA, cards("AD 2D 3D 4D 7S JS KH QH"));
        hands.put(BEN, cards("2C 3C 4C 6D 6H 7H JH KS"));
        List<Card> stock = new ArrayList<>(cards("5C 6C 3S 6S"));
        stock.addAll(CardSet.PACK.minus(CardSet.of(hands.get(ANA))).minus(CardSet.of(hands.get(BEN))).minus(CardSet.of(stock)).toList());
        Map<String, Card> given = new LinkedHashMap<>();
        given.put(ANA, card("QH"));
        given.put(BEN, card("KS"));
        MatchStarted started = new MatchStarted(List.of(ANA, BEN), "mexicana", 1, ANA);
        return Scenario.given(house.isEmpty() ? started : started.withHouse(House.parse(house)), new DealStarted(1, ANA, hands, stock),
                new CardsExchanged(given), new StockCardRevealed(BEN, card("5C"))).state();
    }

    private static MoveText.Parsed parse(String text, MatchState state) {
        return MoveText.read(text, state);
    }

    @Test
    void meldLaysOutMeldsFromTheHandAndABareMeldListsTheWays() {
        MatchState open = firstCardOpen("meldFromHand=true");
        assertThat(parse("meld 2C-3C-4C", open)).isEqualTo(new MoveText.Parsed.Move(new Command.FreeMeld(BEN, List.of(cards("2C 3C 4C")))));
        assertThat(parse("ben meld 6h-7h-jh", open)).isEqualTo(new MoveText.Parsed.Move(new Command.FreeMeld(BEN, List.of(cards("6H 7H JH")))));
        assertThat(parse("meld", open)).isInstanceOfSatisfying(MoveText.Parsed.Listing.class, listing -> assertThat(listing.text())
                .startsWith("ben can lay out from the hand in 7 ways: 1) 2C-3C-4C 6H-7H-JH-QH  2) ").endsWith("7) 2C-3C-4C; type meld N to record one"));
        MoveText.Parsed second = parse("meld 2", open);
        assertThat(second).isInstanceOf(MoveText.Parsed.Move.class);
        assertThat(Game.decide(open, ((MoveText.Parsed.Move) second).command())).isInstanceOf(Decision.Accepted.class);
        assertThat(parse("meld 8", open)).isInstanceOfSatisfying(MoveText.Parsed.NotAMove.class,
                notAMove -> assertThat(notAMove.message()).startsWith("there are 7 ways to lay out melds from ben's hand, not 8"));
        assertThat(MoveText.write(new Command.FreeMeld(BEN, List.of(cards("2C 3C 4C"))))).isEqualTo("ben meld 2C-3C-4C");
    }

    @Test
    void withoutTheHouseRuleABareMeldIsRefusedWithTheRulesWords() {
        assertThat(parse("meld", firstCardOpen(""))).isInstanceOfSatisfying(MoveText.Parsed.Refused.class,
                refused -> assertThat(refused.violation().rule()).isEqualTo(RuleId.TURN));
        assertThat(Completion.of(firstCardOpen(""), "")).doesNotContain("meld", "misdeal");
        assertThat(Completion.of(firstCardOpen("meldFromHand=true"), "")).contains("meld").doesNotContain("misdeal");
        assertThat(Completion.of(firstCardOpen("meldFromHand=true"), "meld ")).contains("2C", "3C", "4C", "6H", "7H", "JH").doesNotContain("KS");
    }

    @Test
    void theHintsAndTheMovesListTheFreeMelds() {
        MatchState open = firstCardOpen("meldFromHand=true");
        assertThat(Hints.line(open, true)).endsWith(" · pass · meld N (N of 7 ways to lay out from the hand: meld lists them)");
        assertThat(Hints.moves(open)).contains("  meld 2C-3C-4C   (from the hand, without a take)");
        assertThat(Hints.line(firstCardOpen(""), true)).doesNotContain("meld");
    }

    @Test
    void misdealVoidsADealJustDealtFaceDownWhereTheHouseRecordsMisdeals() {
        MatchStarted started = new MatchStarted(List.of(ANA, BEN), "anglo-40", 3, BEN).withHouse(House.parse("misdeal=true"));
        MatchState dealt = Scenario.given(started, DealStarted.concealed(1, BEN)).state();
        assertThat(parse("misdeal", dealt)).isEqualTo(new MoveText.Parsed.Move(new Command.VoidDeal()));
        assertThat(parse("misdeal now", dealt)).isInstanceOf(MoveText.Parsed.NotAMove.class);
        assertThat(Hints.line(dealt, true)).isEqualTo("ana: reveal CARD (the card turned up) · misdeal (the deal is void, and ben deals again)");
        assertThat(Completion.of(dealt, "mis")).contains("misdeal");
        assertThat(MoveText.write(new Command.VoidDeal())).isEqualTo("misdeal");
        MatchState plain = Scenario.given(new MatchStarted(List.of(ANA, BEN), "anglo-40", 3, BEN), DealStarted.concealed(1, BEN)).state();
        Decision refused = Game.decide(plain, ((MoveText.Parsed.Move) parse("misdeal", plain)).command());
        assertThat(refused).isInstanceOfSatisfying(Decision.Refused.class, no -> assertThat(no.violation().message())
                .contains("this match records no misdeals (house rule misdeal)"));
    }

    @Test
    void aCardOfferedRoundTheTableIsPassedOnAndTheHintSaysToWhom() {
        Map<String, List<Card>> hands = new LinkedHashMap<>();
        hands.put(ANA, cards("QS AC 2D 3D KH KD 4S 5S"));
        hands.put(BEN, cards("5H JD QD 7C 7D 2S 3S AS"));
        hands.put(CRUZ, cards("2C 4H KC 6C 6D 6S JC QC"));
        Map<String, Card> cambio = new LinkedHashMap<>();
        cambio.put(ANA, card("QS"));
        cambio.put(BEN, card("5H"));
        cambio.put(CRUZ, card("2C"));
        MatchState open = Scenario.given(new MatchStarted(List.of(ANA, BEN, CRUZ), "mexicana", 1, CRUZ).withHouse(House.parse("offer=round")),
                new DealStarted(1, CRUZ, hands, cards("6H 7H 3H KS 3C 4C 5C AD 4D 5D AH 2H JH QH 7S JS")), new CardsExchanged(cambio),
                new StockCardRevealed(ANA, card("6H")), new CardPassed(ANA, card("6H")), new CardPassed(BEN, card("6H")),
                new CardTaken(CRUZ, card("6H")), melds(CRUZ, "4H 5H 6H"), new CardDiscarded(CRUZ, card("KC"))).state();
        assertThat(Hints.line(open, true)).isEqualTo("ana: take KC KC-KD-KH · pass (on to ben)");
        assertThat(parse("pass", open)).isEqualTo(new MoveText.Parsed.Move(new Command.Pass(ANA, card("KC"))));
        MatchState passedOn = Game.evolve(open, new CardPassed(ANA, card("KC")));
        assertThat(Hints.line(passedOn, true)).startsWith("ben: ").endsWith("reject").doesNotContain("pass");
    }
}

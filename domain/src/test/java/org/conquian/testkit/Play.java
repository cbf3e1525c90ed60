package org.conquian.testkit;

import org.conquian.command.Command;
import org.conquian.event.Event;
import org.conquian.game.Decision;
import org.conquian.game.Game;
import org.conquian.game.LegalMoves;
import org.conquian.game.MatchState;
import org.conquian.rules.RuleId;
import org.conquian.rules.Violation;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

/**
 * A match played step by step, as game engines test their rules (OpenSpiel's gameplay tests): at each step
 * the menu ({@link LegalMoves}) is asserted, then a command with the events it records, or the rule it breaks.
 * Every command accepted must be one the menu listed, and every command refused one it did not.
 */
public final class Play {

    private final MatchState state;

    private Play(MatchState state) {
        this.state = state;
    }

    public static Play from(Event... events) {
        return from(Arrays.asList(events));
    }

    public static Play from(List<Event> events) {
        return new Play(Scenario.given(events).state());
    }

    public MatchState state() {
        return state;
    }

    /** The player whose turn it is, and the menu lists exactly these moves, in this order. */
    public Play offers(Optional<String> actor, Command... moves) {
        LegalMoves menu = LegalMoves.of(state);
        assertThat(menu.actor()).as("whose turn").isEqualTo(actor);
        assertThat(Menus.inAnyMeldOrder(menu.moves())).as("the menu").containsExactly(Menus.inAnyMeldOrder(List.of(moves)));
        return this;
    }

    /** It is {@code actor}'s turn, and the menu lists exactly these moves, in this order. */
    public Play offers(String actor, Command... moves) {
        return offers(Optional.of(actor), moves);
    }

    /** The menu lists these moves among others (a take comes once per arrangement, a concealed reveal once per unseen card). */
    public Play offersAmong(Command... moves) {
        assertThat(Menus.inAnyMeldOrder(LegalMoves.of(state).moves())).as("the menu").contains(Menus.inAnyMeldOrder(List.of(moves)));
        return this;
    }

    /** The menu flags a deal due from {@code dealer}, and lists nothing else. */
    public Play offersDeal(String dealer) {
        LegalMoves menu = LegalMoves.of(state);
        assertThat(menu.dealDue()).as("a deal is due").isTrue();
        assertThat(menu.actor()).contains(dealer);
        assertThat(menu.moves()).isEmpty();
        return this;
    }

    /** The menu is empty: no move is open (the match has ended, or the rules make the next event at once). */
    public Play offersNothing() {
        assertThat(LegalMoves.of(state).isEmpty()).as("nothing open: %s", LegalMoves.of(state)).isTrue();
        return this;
    }

    /** The command was listed, is accepted, and records exactly these events. */
    public Play play(Command command, Event... events) {
        assertThat(Menus.lists(state, command)).as("%s is listed", command).isTrue();
        return switch (Game.decide(state, command)) {
            case Decision.Accepted accepted -> {
                assertThat(accepted.events()).containsExactly(events);
                yield new Play(accepted.state());
            }
            case Decision.Refused refused -> fail("expected " + command + " to be accepted, got " + refused.violation());
        };
    }

    /** The command was not listed, and is refused with this rule, its message containing the phrases. */
    public Play refuses(Command command, RuleId rule, String... phrases) {
        assertThat(Menus.lists(state, command)).as("%s is not listed", command).isFalse();
        switch (Game.decide(state, command)) {
            case Decision.Accepted accepted -> fail("expected " + rule + " for " + command + ", got events " + accepted.events());
            case Decision.Refused refused -> {
                Violation violation = refused.violation();
                assertThat(violation.rule()).as(violation.message()).isEqualTo(rule);
                if (phrases.length > 0) {
                    assertThat(violation.message()).contains(phrases);
                }
            }
        }
        return this;
    }

    /** The menu lists exactly these hand takes of a concealed deal. */
    public Play offersHandTakes(LegalMoves.HandTake... takes) {
        assertThat(LegalMoves.of(state).handTakes()).as("the hand takes").containsExactly(takes);
        return this;
    }
}

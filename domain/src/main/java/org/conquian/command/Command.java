package org.conquian.command;

import org.conquian.card.Card;
import org.conquian.event.IrregularityCalled;
import org.conquian.event.PlayedMove;
import org.conquian.event.RulingDecision;
import org.conquian.rules.Options;
import org.conquian.rules.RuleId;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * What a player, or the recorder for them, asks to do. Each command names the cards it acts on, so a
 * command read from a person or a program is checked against the table rather than guessed.
 */
public sealed interface Command {

    /** The player who gives the command, or null for setting up a match. */
    String player();

    /** Set up a match of these players, in order of play, under a rule profile, with what it chooses and its house rules. */
    record StartMatch(List<String> players, String rules, String firstDealer, Options options) implements Command {
        public StartMatch {
            players = List.copyOf(players);
            Objects.requireNonNull(rules, "rules");
            Objects.requireNonNull(firstDealer, "firstDealer");
            Objects.requireNonNull(options, "options");
        }

        /** A match of a profile with nothing chosen. */
        public StartMatch(List<String> players, String rules, String firstDealer) {
            this(players, rules, firstDealer, Options.NONE);
        }

        @Override
        public String player() {
            return null;
        }
    }

    /** Deal the next deal from this shuffled and cut pack, top card first. */
    record Deal(List<Card> pack) implements Command {
        public Deal {
            pack = List.copyOf(pack);
        }

        @Override
        public String player() {
            return null;
        }
    }

    /** Deal the next deal face down at a real table: nobody knows the hands or the stock. */
    record DealConcealed() implements Command {
        @Override
        public String player() {
            return null;
        }
    }

    /** The cambio: the card each player gives to the player on their right, all at once; unnamed when concealed. */
    record Exchange(Optional<Map<String, Card>> given) implements Command {
        public Exchange {
            given = given.map(Map::copyOf);
        }

        public Exchange(Map<String, Card> given) {
            this(Optional.of(given));
        }

        @Override
        public String player() {
            return null;
        }
    }

    /**
     * At the end of a concealed deal: the hands the players showed, or, when they showed none, nothing (and
     * the end of the match, if the deal decided it).
     */
    record ShowHands(Optional<Map<String, List<Card>>> hands) implements Command {
        public ShowHands {
            // in the order given, which is the order the record writes them in
            hands = hands.map(shown -> Collections.unmodifiableMap(new LinkedHashMap<>(shown)));
        }

        @Override
        public String player() {
            return null;
        }
    }

    /** Turn up the top stock card. */
    record Reveal(String player, Card card) implements Command {
    }

    /**
     * Take the open centre card and lay out melds with it: the new arrangement in full, or only the melds the
     * take makes or extends, the exposed melds it leaves untouched being kept as they lie.
     */
    record Take(String player, Card card, List<List<Card>> melds) implements Command {
        public Take {
            melds = melds.stream().map(List::copyOf).toList();
        }
    }

    /** Reject the card left to one; the next stock card is revealed, or the deal is drawn. */
    record Reject(String player, Card card) implements Command {
    }

    /** Leave the card one revealed for the player on one's right. */
    record Pass(String player, Card card) implements Command {
    }

    /** Demand that the target take the open centre card, which fits their melds on its own. */
    record Force(String player, String target, Card card) implements Command {
    }

    /** Discard a hand card after a take. */
    record Discard(String player, Card card) implements Command {
    }

    /**
     * Call an irregularity by {@code player}, during a deal: a move the rules forbid, as it was played ({@code move}; a
     * take with its complete arrangement), or without a move something the record cannot show (a card exposed, a hand of
     * the wrong size). Play then waits for the director's {@link Rule}.
     *
     * @param rule     the rule the move breaks, or empty to have the recorder name it; without a move, the rule cited, if any
     * @param calledBy who drew attention to it: anyone, not only a player
     * @param note     the facts in words
     */
    record Call(String player, Optional<PlayedMove> move, Optional<RuleId> rule, Optional<String> calledBy, Optional<String> note)
            implements Command {
        public Call {
            Objects.requireNonNull(player, "player");
            Objects.requireNonNull(move, "move");
            Objects.requireNonNull(rule, "rule");
            Objects.requireNonNull(calledBy, "calledBy");
            Objects.requireNonNull(note, "note");
        }

        /** A move called as played, the rule it breaks named by the recorder. */
        public static Call of(PlayedMove move) {
            return new Call(move.player(), Optional.of(move), Optional.empty(), Optional.empty(), Optional.empty());
        }

        /** The call that records this {@code IrregularityCalled}, as {@link org.conquian.game.Game#callAsPlayed} gives it. */
        public static Call of(IrregularityCalled called) {
            return new Call(called.player(), called.move(), called.rule().flatMap(RuleId::byId), called.calledBy(), called.note());
        }

        /** The same call, naming who called it and the facts in words, each if given. */
        public Call by(Optional<String> caller, Optional<String> facts) {
            return new Call(player, move, rule, caller, facts);
        }
    }

    /**
     * The director's ruling on the call that waits, and the appeal of it heard at once, if any: the recorder writes the
     * ruling about that call, the appeal about the ruling, and the end of the deal a void or an award gives.
     *
     * @param text the ruling as given, with the law cited
     */
    record Rule(String director, RulingDecision decision, Optional<String> text, Optional<Appeal> appeal) implements Command {
        public Rule {
            Objects.requireNonNull(director, "director");
            Objects.requireNonNull(decision, "decision");
            Objects.requireNonNull(text, "text");
            Objects.requireNonNull(appeal, "appeal");
        }

        /** The director is no player of the match. */
        @Override
        public String player() {
            return null;
        }
    }

    /**
     * Lay out melds from the hand without a take, a free meld (house rule {@code meldFromHand}): the new
     * arrangement in full, or only the melds it makes or extends, as a take's.
     */
    record FreeMeld(String player, List<List<Card>> melds) implements Command {
        public FreeMeld {
            melds = melds.stream().map(List::copyOf).toList();
        }
    }

    /** At a real table, the deal just dealt face down is found misdealt: it ends void (house rule {@code misdeal}). */
    record VoidDeal() implements Command {
        @Override
        public String player() {
            return null;
        }
    }

    /** An appeal of a ruling by a player, heard at once by {@code director}, whose decision is the one in force. */
    record Appeal(String appellant, String director, RulingDecision decision, Optional<String> text) {
        public Appeal {
            Objects.requireNonNull(appellant, "appellant");
            Objects.requireNonNull(director, "director");
            Objects.requireNonNull(decision, "decision");
            Objects.requireNonNull(text, "text");
        }
    }
}

package org.conquian.view;

import org.conquian.command.Command;

import java.util.Objects;

/**
 * A move as a viewer is shown it ({@link Observer#moves}): the command whole, or a move whose card is not shown yet and
 * so is named by none but the officials: a reveal, or the discard of a card of a face-down hand; or the deal, whose
 * pack the recorder shuffles when it is made.
 */
public sealed interface Move {

    /** A move with every card it acts on named: each lies face up, or in the hand of the viewer who may make it. */
    record Named(Command command) implements Move {
        public Named {
            Objects.requireNonNull(command, "command");
        }
    }

    /** The player is to turn up the top stock card, which is named only once it is turned up. */
    record Reveal(String player) implements Move {
        public Reveal {
            Objects.requireNonNull(player, "player");
        }
    }

    /** The dealer deals the next deal: from a pack the recorder shuffles, or at a real table face down. */
    record Deal(String dealer) implements Move {
        public Deal {
            Objects.requireNonNull(dealer, "dealer");
        }
    }

    /** The player may discard a card of their face-down hand (a concealed deal's), which is named only once it is shown. */
    record FaceDownDiscard(String player) implements Move {
        public FaceDownDiscard {
            Objects.requireNonNull(player, "player");
        }
    }
}

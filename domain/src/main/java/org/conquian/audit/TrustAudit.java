package org.conquian.audit;

import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.event.DealStarted;
import org.conquian.event.Event;
import org.conquian.event.MatchEnded;
import org.conquian.event.MatchStarted;
import org.conquian.event.ShuffleCommit;
import org.conquian.game.MatchSetup;
import org.conquian.game.MatchState;
import org.conquian.rules.RuleId;
import org.conquian.rules.Violation;
import org.conquian.trust.FairShuffle;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * The trust part of a match's audit (docs/format.md, "Signed matches" and "Committed shuffles"): R-SIGN, judged after
 * R-CHAIN and before the rules, and R-SHUFFLE, judged last, on an event that breaks nothing else.
 *
 * @param trusted       the keys the reader trusts (hex), when it names some
 * @param signer        the signer named by the match's first event; none for an unsigned match
 * @param signedThrough the highest seq whose signature verified, if any
 * @param shuffle       the committed shuffle of the match's first event, if any
 * @param dealt         the deals so far of a match with a committed shuffle, the last first, to check when the seed is revealed
 */
public record TrustAudit(Optional<Set<String>> trusted, Optional<String> signer, Optional<Long> signedThrough,
                         Optional<ShuffleCommit> shuffle, Optional<Dealt> dealt) {

    /** A match's deals, the last first, shared from one state to the next. */
    public record Dealt(DealStarted deal, Optional<Dealt> earlier) {
    }

    /** The outcome of judging one event: the trust after it, and what it breaks, if anything. */
    public record Judged(TrustAudit trust, Optional<Violation> broken) {
    }

    public static TrustAudit of(Optional<Set<String>> trusted) {
        return new TrustAudit(trusted.map(Set::copyOf), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty());
    }

    public boolean signed() {
        return signer.isPresent();
    }

    /**
     * R-SIGN for an event that broke nothing before it. The first event decides whether the match is signed, and
     * by whom; with keys to trust, an unsigned match or another signer breaks the rule there.
     */
    public Judged signature(LogLine.EventLine line) {
        TrustAudit trust = line.envelope().seq() == 1 && line.event() instanceof MatchStarted started
                ? new TrustAudit(trusted, Optional.ofNullable(started.signer()), Optional.empty(), Optional.ofNullable(started.shuffle()),
                Optional.empty())
                : this;
        return trust.signatureOf(line);
    }

    private Judged signatureOf(LogLine.EventLine line) {
        long seq = line.envelope().seq();
        String sig = line.envelope().sig();
        if (seq == 1 && trusted.isPresent()) {
            if (!signed()) {
                return broken("the match is not signed (its MatchStarted names no signer), and only matches signed by a trusted key are accepted");
            }
            if (!trusted.get().contains(signer.get())) {
                return broken("the match is signed by " + signer.get() + ", which is not one of the trusted keys");
            }
        }
        if (sig == null) {
            return line.event() instanceof MatchEnded && signed()
                    ? broken("the MatchEnded of a signed match has no sig: a signed match always ends with a signature")
                    : new Judged(this, Optional.empty());
        }
        if (!signed()) {
            return broken("seq " + seq + " has a sig, but the match is not signed (its MatchStarted names no signer)");
        }
        if (!line.signedBy().test(signer.get())) {
            return broken("seq " + seq + "'s sig does not verify with the signer's key " + signer.get() + ": this event, or one before it"
                    + " (through its prev), is not as the signer wrote it"
                    + signedThrough.map(through -> "; every event up to seq " + through + " is as the signer wrote it").orElse(""));
        }
        return new Judged(new TrustAudit(trusted, signer, Optional.of(seq), shuffle, dealt), Optional.empty());
    }

    private Judged broken(String message) {
        return new Judged(this, Optional.of(Violation.of(RuleId.SIGN, message)));
    }

    /**
     * R-SHUFFLE for an event the rules accepted, judged from the state before it: a concealed deal, or a seed
     * missing, wrong or revealed where nothing was committed.
     */
    public Judged shuffled(MatchState before, Event event) {
        return switch (event) {
            case DealStarted deal when shuffle.isPresent() -> deal.concealed()
                    ? new Judged(this, Optional.of(Violation.of(RuleId.SHUFFLE, "deal " + deal.deal()
                    + " is concealed, but the match's shuffle is committed: the recorder deals every such deal itself")))
                    : new Judged(new TrustAudit(trusted, signer, signedThrough, shuffle, Optional.of(new Dealt(deal, dealt))), Optional.empty());
            case MatchEnded ended -> new Judged(this, seedViolation(before, ended.seed()));
            default -> new Judged(this, Optional.empty());
        };
    }

    private Optional<Violation> seedViolation(MatchState before, String seed) {
        if (shuffle.isEmpty()) {
            return seed == null ? Optional.empty()
                    : wrongShuffle("MatchEnded reveals a seed, but the match committed to none (its MatchStarted has no shuffle)");
        }
        if (seed == null) {
            return wrongShuffle("MatchEnded reveals no seed, but the match committed to one: its deals cannot be checked");
        }
        byte[] bytes = HexFormat.of().parseHex(seed);
        String hash = FairShuffle.commit(bytes);
        ShuffleCommit committed = shuffle.get();
        if (!hash.equals(committed.commit())) {
            return wrongShuffle("the seed's SHA-256 is " + hash + ", not the commit " + committed.commit() + " of MatchStarted");
        }
        MatchSetup setup = ((MatchState.Started) before).setup();
        List<DealStarted> deals = new ArrayList<>();
        for (Optional<Dealt> each = dealt; each.isPresent(); each = each.get().earlier()) {
            deals.add(each.get().deal());
        }
        Collections.reverse(deals);
        for (DealStarted deal : deals) {
            DealStarted due = FairShuffle.deal(bytes, committed.saltOrEmpty(), deal.deal(), deal.dealer(), setup);
            if (!Objects.equals(deal.stock(), due.stock())) {
                return wrongShuffle("deal " + deal.deal() + " is not the one the seed gives: its stock is not the seed's, in order");
            }
            for (Map.Entry<String, List<Card>> hand : due.hands().entrySet()) {
                if (!CardSet.of(deal.hands().get(hand.getKey())).equals(CardSet.of(due.hands().get(hand.getKey())))) {
                    return wrongShuffle("deal " + deal.deal() + " is not the one the seed gives: " + hand.getKey() + "'s hand is not the seed's");
                }
            }
        }
        return Optional.empty();
    }

    private static Optional<Violation> wrongShuffle(String message) {
        return Optional.of(Violation.of(RuleId.SHUFFLE, message));
    }

    /** Drops the deals once the match has ended: they were checked, and nothing is dealt after the end. */
    TrustAudit ended() {
        return dealt.isEmpty() ? this : new TrustAudit(trusted, signer, signedThrough, shuffle, Optional.empty());
    }

    /** What the verdict says: the shuffle only for a valid or in-progress match. */
    Trust verdict(Verdict.Kind kind) {
        Trust.Shuffle checked = shuffle.isEmpty() ? Trust.Shuffle.NONE : switch (kind) {
            case VALID -> Trust.Shuffle.CHECKED;
            case IN_PROGRESS -> Trust.Shuffle.COMMITTED;
            case INVALID, EMPTY, REDACTED -> Trust.Shuffle.NONE;
        };
        return new Trust(signer.orElse(null), signedThrough.orElse(null), checked);
    }
}

package org.conquian.recorder;

import org.conquian.bot.Bot;
import org.conquian.bot.BotMatch;
import org.conquian.event.Event;
import org.conquian.game.MatchState;
import org.conquian.game.TableRecord;
import org.conquian.trust.FairShuffle;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

/** Seeded bots playing matches for the recorder: move by move through a live match, or a whole match as its turns. */
public final class Bots {

    private Bots() {
    }

    /**
     * Plays a live match this process records to its end, a bot in each seat making every move as a player at a
     * table would, each judged and appended; the deals come from the match's packs.
     */
    public static void playToTheEnd(LiveMatch live, long seed) throws IOException {
        Bot[] bots = BotMatch.seated(((MatchState.Started) live.state()).setup().players(), seed);
        while (live.state().stage() != MatchState.Stage.ENDED) {
            Outcome outcome = live.legalMoves().dealDue() ? live.deal() : live.submit(BotMatch.next(live.state(), bots, seed));
            if (outcome instanceof Outcome.Refused refused) {
                throw new IllegalStateException("a bot's move was refused: " + refused.violation());
            }
        }
    }

    /**
     * A whole match played by bots, turn by turn as the recorder appends them (a concealed match as one turn, as a
     * table records it), signed and dealt from a committed shuffle as asked. The same seed gives the same match.
     */
    public static List<List<Event>> turns(NewMatch asked, long seed, Optional<KeyFiles.SigningKey> key) {
        Optional<Packs> fair = asked.deals() instanceof NewMatch.Deals.Committed committed
                ? Optional.of(Packs.committed(fairSeed(seed), committed.salt().orElse(null))) : Optional.empty();
        List<List<Event>> turns = new ArrayList<>();
        BotMatch.play(asked.players(), asked.profile(), asked.options(), seed,
                fair.<BotMatch.PackSource>map(packs -> packs::forDeal).orElse(BotMatch.PackSource.seeded(seed)),
                decided -> turns.add(decided.events()));
        String signer = key.map(KeyFiles.SigningKey::publicHex).orElse(null);
        Seal seal = fair.map(packs -> Seal.of(signer, packs)).orElse(new Seal(signer, null, null));
        if (asked.deals() instanceof NewMatch.Deals.Concealed) {
            List<Event> all = new ArrayList<>();
            turns.forEach(all::addAll);
            return List.of(seal.applied(TableRecord.of(all, true)));
        }
        return turns.stream().map(seal::applied).toList();
    }

    /**
     * A bot match's committed shuffle draws its secret from the match's seed, as every other shuffle of it does, so
     * that the same seed gives the same match (its end reveals the secret anyway).
     */
    private static byte[] fairSeed(long seed) {
        byte[] secret = new byte[FairShuffle.SEED_BYTES];
        new SplittableRandom(seed).nextBytes(secret);
        return secret;
    }
}

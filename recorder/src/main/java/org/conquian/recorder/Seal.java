package org.conquian.recorder;

import org.conquian.event.Event;
import org.conquian.event.MatchEnded;
import org.conquian.event.MatchStarted;
import org.conquian.event.ShuffleCommit;

import java.util.ArrayList;
import java.util.List;

/**
 * What a recorder adds to the events the rules decide, to make the record evidence: {@code MatchStarted} names the
 * signer's public key and the committed shuffle, {@code MatchEnded} reveals the seed. The rules decide none of it,
 * and judge none of it.
 *
 * @param signer the signer's public key in hex, or null
 * @param commit the committed shuffle, or null
 * @param seed   the seed to reveal in hex, or null (none committed, or it was lost)
 */
public record Seal(String signer, ShuffleCommit commit, String seed) {

    public static Seal of(String signer, Packs packs) {
        return new Seal(signer, packs.commit().orElse(null), packs.revealedSeed().orElse(null));
    }

    public List<Event> applied(List<Event> events) {
        List<Event> sealed = new ArrayList<>(events.size());
        for (Event event : events) {
            if (event instanceof MatchStarted started) {
                sealed.add(started.withTrust(signer, commit));
            } else if (event instanceof MatchEnded ended) {
                sealed.add(ended.withSeed(seed));
            } else {
                sealed.add(event);
            }
        }
        return sealed;
    }
}

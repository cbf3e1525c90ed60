package org.conquian.testkit;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import org.conquian.bot.BotMatch;
import org.conquian.event.Event;
import org.conquian.game.TableRecord;
import org.conquian.rules.Options;
import org.conquian.rules.Profile;
import org.conquian.view.Viewer;

import java.util.ArrayList;
import java.util.List;

/** The bot tables properties range over: one per profile, with its options and seats. */
public final class Tables {

    private Tables() {
    }

    /** Each as {profile, options, players}. */
    public static Arbitrary<Object[]> everyProfile() {
        return Arbitraries.of(
                new Object[] {Profile.ANGLO_40, Options.NONE, List.of("ana", "ben")},
                new Object[] {Profile.PAGAT_UPCARD, new Options(52, true, 2), List.of("ana", "ben")},
                new Object[] {Profile.MEXICANA, new Options(null, null, 2), List.of("ana", "ben", "cruz")});
    }

    /** The bots' match at the table, from the seed; concealed, as a real table records it (the hands shown on even seeds). */
    @SuppressWarnings("unchecked")
    public static List<Event> played(Object[] table, long seed, boolean concealed) {
        List<Event> known = BotMatch.play((List<String>) table[2], (Profile) table[0], (Options) table[1], seed);
        return concealed ? TableRecord.of(known, seed % 2 == 0) : known;
    }

    /** Everyone who may look at the table: the officials, a spectator and each player. */
    @SuppressWarnings("unchecked")
    public static List<Viewer> viewers(Object[] table) {
        List<Viewer> viewers = new ArrayList<>(List.of(Viewer.OFFICIALS, Viewer.SPECTATOR));
        ((List<String>) table[2]).forEach(player -> viewers.add(Viewer.player(player)));
        return viewers;
    }
}

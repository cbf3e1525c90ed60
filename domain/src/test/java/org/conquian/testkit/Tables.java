package org.conquian.testkit;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import org.conquian.bot.BotMatch;
import org.conquian.event.Event;
import org.conquian.game.TableRecord;
import org.conquian.rules.House;
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

    /**
     * Tables with house rules, each as {profile, options, players}: every key alone, in a profile where it changes
     * play (a card offered round and who reveals with three players, partnership in pagat-upcard), and mixes.
     */
    public static Arbitrary<Object[]> everyHouseRule() {
        List<String> two = List.of("ana", "ben");
        List<String> three = List.of("ana", "ben", "cruz");
        List<String> four = List.of("ana", "ben", "cruz", "dee");
        return Arbitraries.of(
                housed(Profile.ANGLO_40, null, two, "twice-around"),
                housed(Profile.MEXICANA, 2, three, "handSize=9"),
                housed(Profile.PAGAT_UPCARD, 2, two, "two-packs"),
                housed(Profile.MEXICANA, 2, three, "two-packs,handSize=8"),
                housed(Profile.ANGLO_40, null, two, "runMax=10"),
                housed(Profile.PAGAT_UPCARD, 2, two, "runMax=4"),
                housed(Profile.ANGLO_40, null, two, "discard-then-meld"),
                housed(Profile.MEXICANA, 2, three, "rearrange=false"),
                housed(Profile.PAGAT_UPCARD, 3, two, "drawnDeal=point-each"),
                housed(Profile.ANGLO_40, null, two, "drawnDeal=replay"),
                housed(Profile.ANGLO_40, null, two, "misdeal=true"),
                housed(Profile.ANGLO_40, null, two, "nextDealer=winner"),
                housed(Profile.MEXICANA, 2, three, "nextDealer=winner"),
                housed(Profile.MEXICANA, 2, three, "offer=round"),
                housed(Profile.MEXICANA, 2, three, "revealer=rotation"),
                housed(Profile.MEXICANA, 2, three, "revealer=next"),
                housed(Profile.ANGLO_40, null, two, "meldFromHand=true"),
                housed(Profile.MEXICANA, 2, three, "meldFromHand=true"),
                housed(Profile.PAGAT_UPCARD, 2, four, "partnership"),
                housed(Profile.PAGAT_UPCARD, 2, four, "partnership,packs=1,handSize=8,offer=round,revealer=next"),
                housed(Profile.PAGAT_UPCARD, 2, four, "partnership,meldFromHand=true,discard-then-meld,drawnDeal=point-each,nextDealer=winner"),
                housed(Profile.ANGLO_40, null, two, "twice-around,discard-then-meld,meldFromHand=true,revealer=rotation"),
                housed(Profile.MEXICANA, 2, three, "two-packs,handSize=10,offer=round,revealer=next,meldFromHand=true,drawnDeal=point-each"),
                housed(Profile.PAGAT_UPCARD, 2, two, "two-packs,runMax=5,nextDealer=winner,meldFromHand=true,rearrange=false"),
                housed(Profile.MEXICANA, 2, three, "offer=round,revealer=rotation,misdeal=true,drawnDeal=replay"));
    }

    private static Object[] housed(Profile profile, Integer targetWins, List<String> players, String house) {
        Options options = targetWins == null ? Options.NONE : new Options(null, null, targetWins);
        return new Object[] {profile, options.withHouse(House.parse(house)), players};
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

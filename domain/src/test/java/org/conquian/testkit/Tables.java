package org.conquian.testkit;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import org.conquian.rules.Options;
import org.conquian.rules.Profile;

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
}

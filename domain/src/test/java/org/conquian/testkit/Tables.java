package org.conquian.testkit;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import org.conquian.rules.Options;
import org.conquian.rules.Variant;

import java.util.List;

/** The bot tables properties range over: one per tradition, with its options and seats. */
public final class Tables {

    private Tables() {
    }

    /** Each as {tradition, options, players}. */
    public static Arbitrary<Object[]> everyTradition() {
        return Arbitraries.of(
                new Object[] {Variant.ANGLO_40, Options.NONE, List.of("ana", "ben")},
                new Object[] {Variant.PAGAT_UPCARD, new Options(52, true, 2), List.of("ana", "ben")},
                new Object[] {Variant.MEXICANA, new Options(null, null, 2), List.of("ana", "ben", "cruz")});
    }
}

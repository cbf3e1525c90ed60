package org.conquian.cli;

import org.conquian.event.AppealDecided;
import org.conquian.event.Event;
import org.conquian.event.IrregularityCalled;
import org.conquian.event.RulingGiven;
import org.conquian.log.EventLog;
import org.conquian.log.file.FileEventLog;
import org.conquian.rules.Options;
import org.conquian.rules.Profile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The matrix on the embedded log: every profile, as the rule books have it and under house rules, in known and
 * concealed deals, through each way in ({@link Matrix}); and matches with calls and rulings ({@link Disputes}).
 */
class MatrixTest {

    @TempDir
    Path directory;

    static Stream<Arguments> matrix() {
        List<Matrix.Setup> setups = new ArrayList<>(Matrix.profiles());
        setups.addAll(Matrix.houses());
        List<Arguments> cases = new ArrayList<>();
        for (Matrix.Setup setup : setups) {
            for (boolean concealed : List.of(false, true)) {
                for (Matrix.Way way : Matrix.Way.values()) {
                    cases.add(Arguments.of(setup, concealed, way));
                }
            }
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0}, concealed {1}, {2}")
    @MethodSource("matrix")
    void aMatchOfListedMovesIsRecordedToItsEndAndAnUnlistedMoveIsRefused(Matrix.Setup setup, boolean concealed, Matrix.Way way) throws Exception {
        Matrix.check(setup, concealed, way, embedded());
    }

    private Matrix.Place embedded() {
        return new Matrix.Place() {
            @Override
            public EventLog open() throws IOException {
                return FileEventLog.open(directory);
            }

            @Override
            public List<String> options() {
                return List.of("--data", directory.toString());
            }
        };
    }

    /**
     * The covering set of calls and rulings: each profile and a mix of house rules, known and concealed deals, each way in
     * in both kinds of deal; over the set (see {@link #theDisputesCoverEveryKindOfCallAndDecision}) calls of refused moves
     * and without a move, every decision and appeals. Not the whole cross product, whose ways in the matrix above crosses.
     */
    static Stream<Arguments> disputes() {
        Matrix.Setup anglo = new Matrix.Setup(Profile.ANGLO_40, List.of("ana", "ben"), Options.NONE);
        Matrix.Setup pagat = new Matrix.Setup(Profile.PAGAT_UPCARD, List.of("ana", "ben"), new Options(52, null, 2));
        Matrix.Setup mexicana = new Matrix.Setup(Profile.MEXICANA, List.of("ana", "ben", "cruz"), new Options(null, null, 2));
        Matrix.Setup housed = Matrix.Setup.housed(Profile.ANGLO_40, List.of("ana", "ben"), null, "nextDealer=winner,runMax=10");
        return Stream.of(
                Arguments.of(anglo, false, Matrix.Way.PROMPT), Arguments.of(anglo, false, Matrix.Way.JAVA),
                Arguments.of(anglo, false, Matrix.Way.STDIN), Arguments.of(anglo, false, Matrix.Way.HTTP),
                Arguments.of(anglo, true, Matrix.Way.PROMPT), Arguments.of(anglo, true, Matrix.Way.JAVA),
                Arguments.of(anglo, true, Matrix.Way.STDIN), Arguments.of(anglo, true, Matrix.Way.HTTP),
                Arguments.of(pagat, false, Matrix.Way.PROMPT), Arguments.of(pagat, false, Matrix.Way.JAVA), Arguments.of(pagat, false, Matrix.Way.STDIN),
                Arguments.of(pagat, true, Matrix.Way.PROMPT), Arguments.of(pagat, true, Matrix.Way.JAVA), Arguments.of(pagat, true, Matrix.Way.HTTP),
                Arguments.of(mexicana, false, Matrix.Way.JAVA), Arguments.of(mexicana, false, Matrix.Way.PROMPT), Arguments.of(mexicana, false, Matrix.Way.HTTP),
                Arguments.of(mexicana, true, Matrix.Way.JAVA), Arguments.of(mexicana, true, Matrix.Way.PROMPT), Arguments.of(mexicana, true, Matrix.Way.STDIN),
                Arguments.of(housed, false, Matrix.Way.JAVA), Arguments.of(housed, false, Matrix.Way.STDIN),
                Arguments.of(housed, true, Matrix.Way.PROMPT), Arguments.of(housed, true, Matrix.Way.HTTP));
    }

    /**
     * A match with calls and rulings, recorded through each way in to its end: a call of a move the rules refused and a call
     * without a move, each ruled (rectify, void, award, no irregularity), some appealed; before each call and each ruling,
     * bad input each way in refuses with R-RULING and writes nothing (a ruling with no call, a legal move called, another rule
     * named, a second call, a move while the call waits, a player as director, no-irregularity for a called move, an award to
     * someone not playing). The log holds the match, which audits valid with its rulings counted.
     */
    @ParameterizedTest(name = "{0}, concealed {1}, {2}")
    @MethodSource("disputes")
    void aMatchWithCallsAndRulingsIsRecordedToItsEndAndBadInputIsRefusedWithItsRule(Matrix.Setup setup, boolean concealed, Matrix.Way way)
            throws Exception {
        Matrix.checkDisputed(setup, concealed, way, embedded());
    }

    /** Over the covering set: calls of refused moves and without a move, each of the four decisions, and appeals. */
    @Test
    void theDisputesCoverEveryKindOfCallAndDecision() {
        Set<String> seen = new TreeSet<>();
        disputes().map(arguments -> (Matrix.Setup) arguments.get()[0]).distinct().forEach(setup -> {
            for (Event event : Disputes.Disputed.play(setup, 7).events()) {
                if (event instanceof IrregularityCalled called) {
                    seen.add(called.move().isPresent() ? "a move called" : "a call without a move");
                } else if (event instanceof RulingGiven given) {
                    seen.add(given.decision().word());
                } else if (event instanceof AppealDecided) {
                    seen.add("an appeal");
                }
            }
        });
        assertThat(seen).containsExactlyInAnyOrder("a move called", "a call without a move", "rectify", "void-deal", "award-deal",
                "no-irregularity", "an appeal");
    }
}

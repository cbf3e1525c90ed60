package org.conquian.cli;

import org.conquian.log.EventLog;
import org.conquian.log.file.FileEventLog;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The matrix on the embedded log: every profile, as the rule books have it and under house rules, in known and
 * concealed deals, through each way in ({@link Matrix}).
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
        Matrix.check(setup, concealed, way, new Matrix.Place() {
            @Override
            public EventLog open() throws IOException {
                return FileEventLog.open(directory);
            }

            @Override
            public List<String> options() {
                return List.of("--data", directory.toString());
            }
        });
    }
}

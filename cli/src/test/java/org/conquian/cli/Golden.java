package org.conquian.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Golden files: the expected output, kept under src/test/resources/golden. Run the tests with
 * {@code -Dgolden.update=true} to write them anew after an intended change, and read the diff.
 */
final class Golden {

    private static final Path DIRECTORY = Path.of("src/test/resources/golden");

    private Golden() {
    }

    static void assertMatches(String name, String actual) throws IOException {
        Path file = DIRECTORY.resolve(name);
        if (Boolean.getBoolean("golden.update")) {
            Files.createDirectories(DIRECTORY);
            Files.writeString(file, actual);
        }
        assertThat(file).as("golden file %s (write it with -Dgolden.update=true)", file).exists();
        assertThat(actual).isEqualTo(Files.readString(file));
    }
}

package org.conquian.architecture;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The domain is pure: no I/O, no clock, no unseeded randomness, no framework. Its pom has no
 * dependencies, so frameworks cannot compile in; this test keeps out what the JDK itself offers
 * (character sets are no I/O: a committed shuffle hashes text as UTF-8).
 */
class DomainPurityTest {

    private static final Pattern FORBIDDEN = Pattern.compile(
            "^import (java\\.io\\.|java\\.nio\\.(?!charset\\.)|java\\.net\\.|java\\.time\\.|java\\.util\\.Random|java\\.util\\.concurrent\\.ThreadLocalRandom"
                    + "|java\\.security\\.SecureRandom)|System\\.(currentTimeMillis|nanoTime|out|err|getenv)|new Random\\(",
            Pattern.MULTILINE);

    @Test
    void domainSourcesUseNoIoClockOrRandom() throws IOException {
        Path sources = Path.of("src/main/java");
        List<String> offenders;
        try (Stream<Path> files = Files.walk(sources)) {
            offenders = files.filter(file -> file.toString().endsWith(".java"))
                    .filter(file -> FORBIDDEN.matcher(read(file)).find())
                    .map(Path::toString)
                    .toList();
        }
        assertThat(offenders).isEmpty();
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read " + file, e);
        }
    }
}

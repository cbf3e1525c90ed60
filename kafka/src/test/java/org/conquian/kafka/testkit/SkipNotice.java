package org.conquian.kafka.testkit;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Says once per build, on the console, why the Testcontainers twins are skipped: Maven's summary shows only how many
 * tests were skipped, and their reason only in the reports. The twins run in several modules, each in a JVM of its
 * own, so a file in the build's root target folder, holding the build's start, tells the later modules it was said.
 *
 * @param root  the build's root folder, where {@code target/} is
 * @param build the build's start, the same in every module of one Maven run; none outside Maven (said once per JVM)
 */
record SkipNotice(Path root, Optional<String> build) {

    /** The build as the parent pom names it to the tests; outside Maven, the current folder and no build. */
    static SkipNotice ofThisBuild() {
        return new SkipNotice(Path.of(System.getProperty("conquian.root", ".")), Optional.ofNullable(System.getProperty("conquian.build")));
    }

    /** Prints the reason unless this build printed it already; answers whether it printed. */
    boolean sayOnce(String reason, PrintStream out) {
        Path said = root.resolve("target").resolve("skipped-twins-said");
        try {
            if (build.isPresent() && Files.isRegularFile(said) && Files.readString(said, StandardCharsets.UTF_8).equals(build.get())) {
                return false;
            }
            if (build.isPresent()) {
                Files.createDirectories(said.getParent());
                Files.writeString(said, build.get(), StandardCharsets.UTF_8);
            }
        } catch (IOException e) {
            // nowhere to note it: said again by the next module, which is better than never
        }
        out.println("[conquian] The Kafka tests' twins on a Testcontainers broker are skipped: " + reason + ". Every Kafka test"
                + " still runs on the in-process broker; .ci/run starts Docker for the twins (README, 'With Docker').");
        return true;
    }
}

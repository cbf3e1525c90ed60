package org.conquian.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** What machine the figures come from. */
final class Machine {

    private Machine() {
    }

    /** The java of the JDK (21 or later) that the launcher found, which runs the processes measured. */
    static Path java(Path home) throws IOException {
        return Path.of(Files.readString(home.resolve("cli/target/.java-home")).strip(), "bin", "java");
    }

    static String describe() {
        String cpu = "an unknown CPU";
        try {
            cpu = Files.readAllLines(Path.of("/proc/cpuinfo")).stream().filter(line -> line.startsWith("model name"))
                    .findFirst().map(line -> line.substring(line.indexOf(':') + 1).strip()).orElse(cpu);
        } catch (IOException e) {
            // not Linux: the rest still says enough
        }
        return Runtime.getRuntime().availableProcessors() + " cores (" + cpu + "), "
                + Runtime.getRuntime().maxMemory() / (1 << 20) + " MB heap for the harness, Java " + Runtime.version()
                + ", " + System.getProperty("os.name") + " " + System.getProperty("os.version");
    }
}

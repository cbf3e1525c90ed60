package org.conquian.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * The training run of the class cache the launcher keeps outside the install (an AOT cache on JDK 25 and later, a
 * CDS archive before): the commands people wait for, each run once in this JVM on a match it records in a folder of
 * its own, their output thrown away, so that the JVM notes the classes they load and link (and, on 25, how their
 * methods run). The launcher starts it in the background; no command waits for it.
 */
public final class Training {

    private Training() {
    }

    public static void main(String[] args) throws IOException {
        Path folder = Files.createTempDirectory("conquian-training");
        try {
            train(folder);
        } finally {
            try (Stream<Path> made = Files.walk(folder)) {
                for (Path path : made.sorted(Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(path);
                }
            }
        }
        // as every command ends: what exiting loads (the JDK's logger of exits) is then in the cache too
        System.exit(0);
    }

    private static void train(Path folder) throws IOException {
        String data = folder.resolve("data").toString();
        String match = folder.resolve("match.jsonl").toString();
        String key = folder.resolve("club.key").toString();
        List<List<String>> commands = List.of(
                List.of("--version"),
                List.of("--help"),
                List.of("audit", "--help"),
                List.of("demo", "--data", data, "--match", "training", "--seed", "7"),
                List.of("keys", "new", "club", "--dir", folder.toString()),
                List.of("simulate", "--matches", "1", "--seed", "7", "--sign-with", key, "--out", match),
                List.of("audit", match),
                List.of("audit", match, "--json", "--trust", folder.resolve("club.pub").toString()),
                List.of("audit", "--data", data),
                List.of("replay", "training", "--data", data, "--at", "40"),
                List.of("replay", match, "--at", "60", "--as", "ana"),
                List.of("replay", match, "--at", "60", "--json"),
                List.of("rules", "R-TAKE"),
                List.of("rules", "R-FORCE", "--rules", "pagat-upcard"));
        for (List<String> command : commands) {
            Main.run(quiet(), command.toArray(String[]::new));
        }
    }

    private static Io quiet() {
        return new Io(InputStream.nullInputStream(), new PrintWriter(Writer.nullWriter()), new PrintWriter(Writer.nullWriter()), false, false,
                false, Clock.systemUTC());
    }
}

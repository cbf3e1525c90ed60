package org.conquian.dist;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** Runs commands as a user's shell does: real processes, in a folder, with an environment of the test's choosing. */
final class Shell {

    record Result(int exit, String out, String err) {
        Result succeeded() {
            assertThat(exit).as("exit status; stdout:%n%s%nstderr:%n%s", out, err).isZero();
            return this;
        }
    }

    private final Path directory;
    private final Map<String, String> environment;

    private Shell(Path directory, Map<String, String> environment) {
        this.directory = directory;
        this.environment = environment;
    }

    /**
     * A shell in that folder whose PATH has every command of this one's but {@code mvn}: each found is linked into
     * {@code bin}, so what runs there can only build with the Maven wrapper. HOME is {@code home}.
     */
    static Shell withoutMaven(Path directory, Path bin, Path home) throws IOException {
        Files.createDirectories(bin);
        for (String entry : System.getenv("PATH").split(File.pathSeparator)) {
            Path folder = Path.of(entry);
            if (!Files.isDirectory(folder)) {
                continue;
            }
            try (var commands = Files.list(folder)) {
                for (Path command : commands.toList()) {
                    String name = command.getFileName().toString();
                    Path link = bin.resolve(name);
                    if (!name.startsWith("mvn") && Files.isExecutable(command) && !Files.isDirectory(command) && !Files.exists(link, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
                        Files.createSymbolicLink(link, command.toAbsolutePath());
                    }
                }
            }
        }
        Map<String, String> environment = new HashMap<>(System.getenv());
        environment.keySet().removeIf(name -> name.startsWith("MAVEN") || name.startsWith("MVNW") || name.equals("JAVA_HOME"));
        environment.put("PATH", bin.toString());
        environment.put("HOME", home.toString());
        environment.remove("XDG_CACHE_HOME");
        return new Shell(directory, environment);
    }

    /** Removes the links {@link #withoutMaven} made (a temporary folder's cleanup would warn of each). */
    static void removeTools(Path bin) throws IOException {
        if (Files.isDirectory(bin)) {
            try (var links = Files.list(bin)) {
                for (Path link : links.toList()) {
                    Files.delete(link);
                }
            }
        }
    }

    /**
     * Waits until no training run of the launcher's class cache is left under {@code root} (each runs in a folder
     * named {@code training}, removed when it ends), so that the folder can be removed; fails after the deadline.
     */
    static void awaitTraining(Path root, long timeoutSeconds) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(timeoutSeconds);
        while (training(root)) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("a training run of the class cache under " + root + " did not end within " + timeoutSeconds + " s");
            }
            Thread.sleep(200);
        }
    }

    private static boolean training(Path root) throws IOException {
        if (!Files.isDirectory(root)) {
            return false;
        }
        try (var paths = Files.walk(root)) {
            return paths.anyMatch(path -> path.getFileName() != null && path.getFileName().toString().equals("training") && Files.isDirectory(path));
        } catch (java.io.UncheckedIOException e) {
            // a folder removed while it was walked: look again
            return true;
        }
    }

    /** A shell in that folder with this process's own environment. */
    static Shell current(Path directory) {
        return new Shell(directory, new HashMap<>(System.getenv()));
    }

    Shell in(Path folder) {
        return new Shell(folder, environment);
    }

    Shell with(String name, String value) {
        Map<String, String> changed = new HashMap<>(environment);
        changed.put(name, value);
        return new Shell(directory, changed);
    }

    String path() {
        return environment.get("PATH");
    }

    Result run(long timeoutSeconds, String... command) throws IOException, InterruptedException {
        Process process = start(command);
        CompletableFuture<String> out = read(process.getInputStream());
        CompletableFuture<String> err = read(process.getErrorStream());
        if (!process.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
            throw new AssertionError(String.join(" ", command) + " did not end within " + timeoutSeconds + " s; stderr so far:\n" + err.getNow(""));
        }
        return new Result(process.exitValue(), out.join(), err.join());
    }

    Process start(String... command) throws IOException {
        List<String> line = new ArrayList<>(List.of(command));
        line.set(0, resolve(command[0]));
        ProcessBuilder builder = new ProcessBuilder(line).directory(directory.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
        builder.environment().clear();
        builder.environment().putAll(environment);
        return builder.start();
    }

    /** A bare command name is looked up on this shell's PATH, as a shell does (Java would look on its own). */
    private String resolve(String command) {
        if (command.contains("/")) {
            return command;
        }
        for (String folder : environment.get("PATH").split(File.pathSeparator)) {
            Path candidate = Path.of(folder, command);
            if (Files.isExecutable(candidate)) {
                return candidate.toString();
            }
        }
        return command;
    }

    private static CompletableFuture<String> read(java.io.InputStream stream) {
        return CompletableFuture.supplyAsync(() -> {
            try {
                return new String(stream.readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                return "";
            }
        });
    }

    /** What bash offers when Tab is pressed after {@code line} (ending in the word being completed), with the script sourced. */
    Result complete(Path script, String line) throws IOException, InterruptedException {
        List<String> words = new ArrayList<>(List.of(line.split(" ", -1)));
        String program = "source " + script + "\n"
                + "COMP_WORDS=(" + String.join(" ", words.stream().map(word -> "'" + word + "'").toList()) + ")\n"
                + "COMP_CWORD=" + (words.size() - 1) + "\n"
                + "COMP_LINE='" + line + "'\n"
                + "COMP_POINT=${#COMP_LINE}\n"
                + "_complete_conquian\n"
                + "printf '%s\\n' \"${COMPREPLY[@]}\"\n";
        return run(120, "bash", "-c", program).succeeded();
    }
}

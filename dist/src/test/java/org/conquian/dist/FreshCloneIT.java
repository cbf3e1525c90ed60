package org.conquian.dist;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A fresh clone on a machine with a JDK and no Maven: the launcher builds with the Maven wrapper, which fetches
 * Maven itself, and the distribution is made by one command. The slow part of the suite (a whole build), so it
 * runs once, here.
 */
class FreshCloneIT {

    private static final Path PROJECT = Path.of("..").toAbsolutePath().normalize();
    private static final String VERSION = System.getProperty("conquian.version");

    @TempDir
    Path root;

    @AfterEach
    void removeTools() throws Exception {
        Shell.awaitTraining(root, 600);
        Shell.removeTools(root.resolve("tools"));
    }

    @Test
    void aFreshCloneBuildsRunsAndPackagesWithTheWrapperAlone() throws Exception {
        Path home = Files.createDirectories(root.resolve("home"));
        Shell shell = Shell.withoutMaven(root, root.resolve("tools"), home)
                // the wrapper fetches Maven into a folder of its own; the dependencies come from the usual local repository
                .with("MAVEN_USER_HOME", root.resolve("maven-user-home").toString())
                .with("MAVEN_OPTS", "-Dmaven.repo.local=" + localRepository());
        assertThat(shell.run(30, "bash", "-c", "command -v mvn || echo none").out().strip()).isEqualTo("none");
        shell.run(300, "git", "clone", "--quiet", "--no-hardlinks", PROJECT.toString(), "clone").succeeded();
        Path clone = root.resolve("clone");
        String commit = shell.in(clone).run(60, "git", "rev-parse", "HEAD").succeeded().out().strip();
        Shell inClone = shell.in(clone);

        Shell.Result launched = inClone.run(1800, "./conquian", "demo", "--seed", "2", "--match", "fresh-1").succeeded();
        assertThat(launched.err()).contains("conquian: building with mvnw");
        assertThat(launched.out()).contains("fresh-1  valid");
        assertThat(inClone.run(120, "./conquian", "--version").succeeded().out()).contains("commit " + commit);
        assertThat(root.resolve("maven-user-home/wrapper/dists")).isDirectory();

        inClone.run(1800, "./mvnw", "-B", "-ntp", "-q", "package", "-DskipTests", "-pl", "dist", "-am").succeeded();
        Path archive = clone.resolve("dist/target/conquian-" + VERSION + ".tar.gz");
        assertThat(archive).isRegularFile();
        Path elsewhere = Files.createDirectories(root.resolve("elsewhere"));
        shell.in(elsewhere).run(120, "tar", "-xzf", archive.toString()).succeeded();
        Shell.Result version = shell.in(elsewhere).run(120, "conquian-" + VERSION + "/bin/conquian", "--version").succeeded();
        assertThat(version.out()).startsWith("conquian " + VERSION + "\n").contains("commit " + commit + "\n");
    }

    /** The local repository this build uses, so that the clone's build takes what a fresh machine would download from it. */
    private static String localRepository() {
        String configured = System.getProperty("conquian.localRepository");
        return configured != null ? configured : Path.of(System.getProperty("user.home"), ".m2", "repository").toString();
    }
}

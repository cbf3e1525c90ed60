package org.conquian.cli;

import org.conquian.recorder.KeyFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;

/** {@code conquian keys}: a recorder's signing keys. */
@Command(name = "keys",
        description = {
                "A recorder's Ed25519 signing keys.",
                "",
                "A match recorded with --sign-with KEY carries the key's public half in MatchStarted and a signature of the last event of every turn and of MatchEnded: anyone can re-chain an edited log, but only the key's holder can sign it. Give NAME.pub to whoever audits your records (audit --trust NAME.pub); keep NAME.key to yourself. Keys made by openssl work as well: openssl genpkey -algorithm ed25519 -out NAME.key; openssl pkey -in NAME.key -pubout -out NAME.pub.",
                ""},
        subcommands = {KeysCommand.New.class},
        mixinStandardHelpOptions = true)
public final class KeysCommand {

    @ParentCommand
    ConquianCommand parent;

    Io io() {
        return parent.io();
    }

    /** {@code conquian keys new NAME}. */
    @Command(name = "new",
            description = {"Makes a key pair: NAME.key, the private key (PKCS#8 PEM, readable by you only), and NAME.pub, the public key "
                    + "(SubjectPublicKeyInfo PEM). Existing files are never overwritten.", ""},
            footerHeading = "%nExamples:%n",
            footer = {
                    "  conquian keys new club                      club.key and club.pub here",
                    "  conquian keys new ~/keys/club               ~/keys/club.key and .pub",
                    "  conquian record new --players ana,ben --sign-with club.key",
                    "  conquian audit club.jsonl --trust club.pub"},
            mixinStandardHelpOptions = true)
    static final class New implements Callable<Integer> {

        @ParentCommand
        KeysCommand parent;

        @Parameters(paramLabel = "NAME", description = "Where the key files go, without .key or .pub: a name (club) or a path (~/keys/club),"
                + " whose directory is made if it is missing.")
        String name;

        @Option(names = "--dir", paramLabel = "DIR", defaultValue = ".", description = "The directory a NAME without one is in (default: the"
                + " current directory).")
        Path directory;

        @Override
        public Integer call() throws Exception {
            Path given = directory.resolve(name);
            if (name.isBlank() || name.endsWith("/") || given.getFileName() == null) {
                throw new IllegalArgumentException("NAME names the key files without .key or .pub (club, or ~/keys/club), not '" + name + "'");
            }
            Path where = given.getParent() == null ? Path.of(".") : given.getParent();
            Files.createDirectories(where);
            String file = given.getFileName().toString();
            String publicHex = KeyFiles.create(where, file);
            Io io = parent.io();
            io.out().println("Wrote " + where.resolve(file + ".key") + " (the private key: keep it to yourself; it is readable by you only)");
            io.out().println("  and " + where.resolve(file + ".pub") + " (the public key, to give to those who audit your records).");
            io.out().println("Public key: " + publicHex);
            return ExitCode.OK;
        }
    }
}

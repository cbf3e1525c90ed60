package org.conquian.cli;

import org.conquian.recorder.KeyFiles;
import org.conquian.recorder.Recorder;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * What makes a record evidence, on the commands that record: {@code --sign-with} a key, and {@code --fair}, deals
 * from a committed shuffle (with the players' {@code --salt}), whose seeds are kept in {@code --seeds}.
 */
public final class TrustOptions {

    @Option(names = "--sign-with", paramLabel = "KEYFILE", description = "Sign the record with this Ed25519 private key (PEM: conquian keys new, or"
            + " openssl genpkey -algorithm ed25519): MatchStarted names its public key, the last event of every turn and MatchEnded carry a signature,"
            + " and an audit shows any change. The key is never printed or copied.")
    Path signWith;

    @Option(names = "--fair", description = "Deal from a committed shuffle: a secret seed from the system's secure random source, its SHA-256 in"
            + " MatchStarted, every deal drawn from it, the seed revealed in MatchEnded, so anyone can check that no deal was chosen.")
    boolean fair;

    @Option(names = "--salt", paramLabel = "TEXT", description = "With --fair: the players' salt, mixed into every deal (at most 256 characters),"
            + " so that neither the recorder nor the players alone choose the deals.")
    String salt;

    @Option(names = "--seeds", paramLabel = "DIR", description = "Where the secret seeds of --fair matches are kept until they end, readable by you"
            + " only (default: DATA/.seeds beside the embedded log; ~/.conquian/seeds/TOPIC for Kafka).")
    Path seeds;

    /** The recorder of this log, signing and keeping seeds as asked. */
    Recorder recorder(Recorder plain, LogOptions log) throws IOException {
        Recorder recorder = plain.keepingSeedsIn(log.seeds(seeds));
        Optional<KeyFiles.SigningKey> key = signingKey();
        return key.isEmpty() ? recorder : recorder.signingWith(key.get());
    }

    /** The key of --sign-with, if given. */
    Optional<KeyFiles.SigningKey> signingKey() throws IOException {
        return signWith == null ? Optional.empty() : Optional.of(signingKey(signWith));
    }

    /** The signing key of a key file; a missing file says how to make one. */
    static KeyFiles.SigningKey signingKey(Path file) throws IOException {
        try {
            return KeyFiles.signingKey(file);
        } catch (NoSuchFileException e) {
            throw new NoSuchFileException(file.toString(), null, "no such key file (make one with: conquian keys new NAME)");
        }
    }

    /** Checks what goes together; {@code others} names options a committed shuffle cannot take, when given. */
    void check(String... others) {
        if (salt != null && !fair) {
            throw new IllegalArgumentException("--salt goes with --fair");
        }
        if (fair) {
            for (String other : others) {
                if (other != null) {
                    throw new IllegalArgumentException("--fair deals every deal from its committed seed: it takes no " + other);
                }
            }
        }
    }
}

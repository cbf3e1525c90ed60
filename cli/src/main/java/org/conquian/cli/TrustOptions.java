package org.conquian.cli;

import org.conquian.recorder.KeyFiles;
import org.conquian.recorder.Recorder;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.util.Optional;

/**
 * What makes a record evidence, on the commands that start matches: {@code --sign-with} a key, and {@code --fair},
 * deals from a committed shuffle (with the players' {@code --salt}), whose seeds are kept in {@code --seeds}.
 */
public final class TrustOptions {

    @Mixin
    SigningOptions signing;

    @Option(names = "--fair", description = "Deal from a committed shuffle: a secret seed from the system's secure random source, its SHA-256 in"
            + " MatchStarted, every deal drawn from it, the seed revealed in MatchEnded, so anyone can check that no deal was chosen.")
    boolean fair;

    @Option(names = "--salt", paramLabel = "TEXT", description = "With --fair: the players' salt, mixed into every deal (at most 256 characters),"
            + " so that neither the recorder nor the players alone choose the deals.")
    String salt;

    /** The recorder of this log, signing and keeping seeds as asked. */
    Recorder recorder(Recorder plain, LogOptions log) throws IOException {
        return signing.recorder(plain, log);
    }

    /** The key of --sign-with, if given. */
    Optional<KeyFiles.SigningKey> signingKey() throws IOException {
        return signing.signingKey();
    }
}

package org.conquian.cli;

import org.conquian.recorder.KeyFiles;
import org.conquian.recorder.Recorder;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Optional;

/** The key a recorder signs with ({@code --sign-with}), and where it keeps the seeds of committed shuffles ({@code --seeds}). */
public final class SigningOptions {

    @Option(names = "--sign-with", paramLabel = "KEYFILE", description = "Sign the record with this Ed25519 private key (PEM: conquian keys new, or"
            + " openssl genpkey -algorithm ed25519): MatchStarted names its public key, the last event of every turn and MatchEnded carry a signature,"
            + " and an audit shows any change. A signed match is resumed with its own key only, an unsigned one without a key."
            + " The key is never printed or copied.")
    Path signWith;

    @Option(names = "--seeds", paramLabel = "DIR", description = "Where the secret seeds of fair matches are kept until they end, readable by you"
            + " only (default: DATA/.seeds beside the embedded log; ~/.conquian/seeds/TOPIC for Kafka).")
    Path seeds;

    /** The recorder of this log, signing and keeping seeds as asked. */
    Recorder recorder(Recorder plain, LogOptions log) throws IOException {
        Recorder recorder = plain.keepingSeedsIn(log.seeds(seeds));
        Optional<KeyFiles.SigningKey> key = signingKey();
        return key.isEmpty() ? recorder : recorder.signingWith(key.get());
    }

    /** These options again, for the command that resumes a match: a signed match goes on only with its key. */
    String again() {
        return (signWith == null ? "" : " --sign-with " + Self.quoted(signWith.toString()))
                + (seeds == null ? "" : " --seeds " + Self.quoted(seeds.toString()));
    }

    /** The key of --sign-with, if given; a missing file says how to make one. */
    Optional<KeyFiles.SigningKey> signingKey() throws IOException {
        if (signWith == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(KeyFiles.signingKey(signWith));
        } catch (NoSuchFileException e) {
            throw new NoSuchFileException(signWith.toString(), null, "no such key file (make one with: conquian keys new NAME)");
        }
    }
}

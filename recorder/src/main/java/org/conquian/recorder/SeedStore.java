package org.conquian.recorder;

import org.conquian.trust.FairShuffle;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Optional;
import java.util.Set;

/**
 * Where a recorder keeps the secret seeds of its committed shuffles until each match ends: one file per match,
 * {@code MATCH.seed} (the seed in hex), in a directory readable by its owner only, written durably before the
 * commit reaches the log, so that a recorder that crashes or restarts deals on from the same seed. A seed file
 * that others can read is refused: its match's deals would be known before they are dealt.
 */
public final class SeedStore {

    private static final HexFormat HEX = HexFormat.of();
    private static final Set<PosixFilePermission> OTHERS = Set.of(PosixFilePermission.GROUP_READ, PosixFilePermission.OTHERS_READ);

    private final Path directory;

    private SeedStore(Path directory) {
        this.directory = directory;
    }

    public static SeedStore in(Path directory) {
        return new SeedStore(directory);
    }

    /** The seeds of matches recorded to the embedded log in {@code data}: {@code data/.seeds}, beside the log, not in it. */
    public static SeedStore besideEmbeddedLog(Path data) {
        return in(data.resolve(".seeds"));
    }

    /**
     * The seeds of matches recorded to a Kafka topic: {@code ~/.conquian/seeds/TOPIC} on the recorder's machine, as the
     * topic is read by the players and a seed must not be.
     */
    public static SeedStore forTopic(String topic) {
        return in(Path.of(System.getProperty("user.home"), ".conquian", "seeds", topic));
    }

    public Path directory() {
        return directory;
    }

    /** A fresh seed from the system's secure random source. */
    public static byte[] freshSeed() {
        byte[] seed = new byte[FairShuffle.SEED_BYTES];
        new SecureRandom().nextBytes(seed);
        return seed;
    }

    /** The file of a match's seed. */
    public Path fileOf(String match) {
        return directory.resolve(match + ".seed");
    }

    /** Keeps the seed of a match, durably, readable by its owner only; a seed kept already for that id is replaced. */
    public void keep(String match, byte[] seed) throws IOException {
        if (!Files.isDirectory(directory)) {
            Files.createDirectories(directory, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        }
        Path temporary = directory.resolve(match + ".seed.new");
        Files.deleteIfExists(temporary);
        Files.createFile(temporary, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
        try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.WRITE)) {
            channel.write(ByteBuffer.wrap((HEX.formatHex(seed) + "\n").getBytes(StandardCharsets.US_ASCII)));
            channel.force(true);
        }
        try {
            Files.move(temporary, fileOf(match), StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(temporary, fileOf(match), StandardCopyOption.REPLACE_EXISTING);
        }
        // the directory entry too, so that a crash right after leaves the seed there
        try (FileChannel dir = FileChannel.open(directory, StandardOpenOption.READ)) {
            dir.force(true);
        }
    }

    /**
     * The seed of a match, or empty when its file is not there.
     *
     * @throws IllegalStateException when the file can be read by others, or does not hold a seed
     */
    public Optional<byte[]> read(String match) throws IOException {
        Path file = fileOf(match);
        String text;
        try {
            Set<PosixFilePermission> mode = Files.getPosixFilePermissions(file);
            if (mode.stream().anyMatch(OTHERS::contains)) {
                throw new IllegalStateException("the seed file " + file + " can be read by others (" + PosixFilePermissions.toString(mode)
                        + "): whoever read it knows the match's deals; it is refused. If nobody did, make it private (chmod 600 " + file
                        + ") and resume again");
            }
            text = Files.readString(file, StandardCharsets.US_ASCII).strip();
        } catch (NoSuchFileException e) {
            return Optional.empty();
        }
        if (!text.matches("[0-9a-f]{64}")) {
            throw new IllegalStateException("the seed file " + file + " does not hold a seed (64 lowercase hex digits)");
        }
        return Optional.of(HEX.parseHex(text));
    }

    /** Forgets a match's seed once the match has ended and revealed it. */
    public void forget(String match) throws IOException {
        Files.deleteIfExists(fileOf(match));
    }
}

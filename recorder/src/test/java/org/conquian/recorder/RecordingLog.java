package org.conquian.recorder;

import org.conquian.log.file.FileEventLog;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;

/** For tests of the recorder's Java API: before each, a recorder on an embedded log of its own, its clock fixed. */
abstract class RecordingLog {

    @TempDir
    Path directory;

    FileEventLog log;
    Recorder recorder;

    @BeforeEach
    void openLog() throws IOException {
        log = FileEventLog.open(directory);
        recorder = new Recorder(log, Clock.fixed(Instant.parse("2026-11-29T18:00:00Z"), ZoneOffset.UTC));
    }

    @AfterEach
    void closeLog() throws IOException {
        log.close();
    }
}

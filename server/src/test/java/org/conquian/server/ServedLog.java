package org.conquian.server;

import org.conquian.log.file.FileEventLog;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

/** For tests of the server over HTTP: before each, a server over an embedded log of its own, in a fresh folder. */
abstract class ServedLog {

    @TempDir
    Path directory;

    FileEventLog log;
    /** Not final: a test may stop it and serve the same log again. */
    Served served;

    @BeforeEach
    void serve() throws Exception {
        log = FileEventLog.open(directory.resolve("data"));
        served = new Served(log);
    }

    @AfterEach
    void stopServing() {
        Served.closeAll(served, log);
    }
}

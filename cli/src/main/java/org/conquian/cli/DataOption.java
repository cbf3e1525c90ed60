package org.conquian.cli;

import org.conquian.log.FileEventLog;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.nio.file.Path;

/** {@code --data DIR}: the directory of the embedded log, for every command that reads or writes it. */
public final class DataOption {

    @Option(names = "--data", paramLabel = "DIR",
            description = "The embedded log's directory (default: ${DEFAULT-VALUE}).",
            defaultValue = "conquian-data")
    Path directory;

    public FileEventLog open() throws IOException {
        return FileEventLog.open(directory);
    }

    public Path directory() {
        return directory;
    }
}

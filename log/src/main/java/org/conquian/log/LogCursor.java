package org.conquian.log;

import org.conquian.audit.LogLine;

import java.io.Closeable;
import java.util.Iterator;

/** Lines read from an event log; close it to release the file or consumer behind it. */
public interface LogCursor extends Iterator<LogLine>, Closeable {
}

package org.conquian.cli;

/**
 * The exit statuses of every command, in one place.
 *
 * <ul>
 *   <li>0: done; for an audit, every match valid or in progress;</li>
 *   <li>1: an audit found an invalid match, or a move was refused in a non-interactive run;</li>
 *   <li>2: bad usage, or a file or log that could not be read or written;</li>
 *   <li>130: interrupted.</li>
 * </ul>
 */
public final class ExitCode {

    public static final int OK = 0;
    public static final int INVALID = 1;
    public static final int UNREADABLE = 2;
    public static final int USAGE = 2;
    public static final int INTERRUPTED = 130;

    private ExitCode() {
    }
}

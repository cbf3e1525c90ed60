package org.conquian.cli;

import org.conquian.replay.Style;
import picocli.CommandLine.Option;

/** {@code --no-color}: suit symbols and colour only on a terminal that shows them, and only when not refused. */
public final class StyleOption {

    @Option(names = "--no-color", description = "Plain ASCII card codes, without colour (also when NO_COLOR is set, or output is not a terminal).")
    boolean noColour;

    public Style style(Io io) {
        return io.colour() && !noColour ? Style.RICH : Style.PLAIN;
    }
}

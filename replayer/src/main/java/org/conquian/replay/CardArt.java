package org.conquian.replay;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * The cards and the card table as every page of the project draws them: {@code cards.js}, which draws the
 * 52 cards and a back in SVG and lays out a table from a view of a deal (its API is the comment at its top),
 * and {@code table.css}, its look. A server serves the two as they are; the replay page inlines them.
 * They fetch nothing: no image, font or other file.
 */
public final class CardArt {

    /** The names of the two files, as they lie beside this class and as a server may serve them. */
    public static final String SCRIPT = "cards.js";
    public static final String STYLE = "table.css";

    private CardArt() {
    }

    /** The script, {@code cards.js}. */
    public static String script() {
        return resource(SCRIPT);
    }

    /** The style, {@code table.css}. */
    public static String style() {
        return resource(STYLE);
    }

    /** A file of the pages that lies beside this class: the replay page's own, or the table's. */
    static String resource(String name) {
        try (InputStream in = CardArt.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("the pages' " + name + " is missing from this build");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

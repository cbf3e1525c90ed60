package org.conquian.contract;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.json.JsonReadFeature;

import java.io.IOException;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * One line of JSON as the format reads it: I-JSON (RFC 7493) in UTF-8. Not JSON here are bytes that
 * are not UTF-8, a duplicate key, NaN, a lone surrogate escape, a number beyond the range of a double,
 * and anything after the value.
 */
public final class IJson {

    /**
     * Duplicate keys of an event are found by the tree builder, which sees most objects' keys in order and so
     * needs no set of them; long numbers are still JSON (a long fraction is within a double's range).
     */
    private static final JsonFactory FACTORY = JsonFactory.builder()
            .disable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
            .streamReadConstraints(StreamReadConstraints.builder().maxNumberLength(100_000).build())
            .build();

    private IJson() {
    }

    /** The parsed value, or the reason the bytes are not I-JSON. */
    public sealed interface Parsed {
        /**
         * @param canonical whether the line is written exactly in its canonical form (RFC 8785), so that its
         *                  bytes are what its chain link hashes
         */
        record Value(Json value, boolean canonical) implements Parsed {
        }

        record NotJson(String reason) implements Parsed {
        }
    }

    public static Parsed parse(byte[] bytes, int offset, int length) {
        int bad = Utf8.firstInvalid(bytes, offset, length);
        if (bad >= 0) {
            return new Parsed.NotJson("byte " + (bad - offset + 1) + (bytes[bad] == 0 ? " is NUL" : " is not UTF-8"));
        }
        // The parser would skip a byte order mark: here a BOM may only start the file.
        if (length >= 3 && (bytes[offset] & 0xFF) == 0xEF && (bytes[offset + 1] & 0xFF) == 0xBB && (bytes[offset + 2] & 0xFF) == 0xBF) {
            return new Parsed.NotJson("a byte order mark may only start the file");
        }
        Shape shape = Shape.of(bytes, offset, length);
        try (JsonParser parser = FACTORY.createParser(bytes, offset, length)) {
            JsonToken first = parser.nextToken();
            if (first == null) {
                return new Parsed.NotJson("it holds no JSON value");
            }
            Builder builder = new Builder(parser, shape.escapes);
            Json value = builder.value(first);
            JsonToken after = parser.nextToken();
            if (after != null) {
                return new Parsed.NotJson("there is more after the JSON value at column " + parser.currentLocation().getColumnNr());
            }
            return new Parsed.Value(value, shape.canonical && builder.keysInOrder);
        } catch (NotIJson e) {
            return new Parsed.NotJson(e.getMessage());
        } catch (JsonProcessingException e) {
            return new Parsed.NotJson(describe(e));
        } catch (IOException e) {
            return new Parsed.NotJson(e.getMessage());
        }
    }

    private static String describe(JsonProcessingException e) {
        String message = e.getOriginalMessage();
        int cut = message.indexOf('\n');
        if (cut >= 0) {
            message = message.substring(0, cut);
        }
        // Jackson names where an unclosed object began by a source it was told not to show: keep the column
        message = message.replaceAll(" \\[Source: [^\\]]*; line: \\d+, column: (\\d+)\\]", " column $1");
        JsonLocation location = e.getLocation();
        return location == null || location.getColumnNr() < 1 ? message : message + " at column " + location.getColumnNr();
    }

    /**
     * What a scan of the raw bytes tells before parsing. {@code escapes}: a string may hold a lone surrogate
     * only through a {@code \\u} escape (raw surrogates are not UTF-8). {@code canonical}: no white space
     * outside strings, no escape, and only integers of up to 15 digits (other than -0), so that with keys
     * in order the line is its own canonical form.
     */
    private record Shape(boolean escapes, boolean canonical) {
        static Shape of(byte[] bytes, int offset, int length) {
            boolean inString = false;
            boolean canonical = true;
            int digits = 0;
            for (int i = offset; i < offset + length; i++) {
                byte b = bytes[i];
                if (b == '\\') {
                    return new Shape(true, false);
                }
                if (b == '"') {
                    inString = !inString;
                } else if (!inString) {
                    if (b >= '0' && b <= '9') {
                        if (++digits > 15 || digits == 1 && b == '0' && i > offset && bytes[i - 1] == '-') {
                            canonical = false;
                        }
                        continue;
                    }
                    if (b == ' ' || b == '\t' || b == '\r' || b == '\n' || b == '.' || (b == 'e' || b == 'E') && digits > 0) {
                        canonical = false;
                    }
                }
                digits = 0;
            }
            return new Shape(false, canonical);
        }
    }

    /** Builds the tree from the parser's tokens, checking what the parser lets through and I-JSON does not. */
    private static final class Builder {
        private final JsonParser parser;
        private final boolean escapes;
        boolean keysInOrder = true;

        Builder(JsonParser parser, boolean escapes) {
            this.parser = parser;
            this.escapes = escapes;
        }

        Json value(JsonToken token) throws IOException {
            return switch (token) {
                case START_OBJECT -> object();
                case START_ARRAY -> array();
                case VALUE_STRING -> new Json.Str(string(parser.getText()));
                case VALUE_NUMBER_INT -> integer();
                case VALUE_NUMBER_FLOAT -> real();
                case VALUE_TRUE -> new Json.Bool(true);
                case VALUE_FALSE -> new Json.Bool(false);
                case VALUE_NULL -> Json.Null.NULL;
                default -> throw new NotIJson("unexpected " + token + " at column " + parser.currentLocation().getColumnNr());
            };
        }

        private Json object() throws IOException {
            List<String> keys = new ArrayList<>(10);
            List<Json> values = new ArrayList<>(10);
            Set<String> seen = null;
            for (JsonToken token = parser.nextToken(); token != JsonToken.END_OBJECT; token = parser.nextToken()) {
                String key = string(parser.currentName());
                if (seen == null && !keys.isEmpty() && keys.get(keys.size() - 1).compareTo(key) >= 0) {
                    // out of order: from here on, keys are told apart by a set
                    keysInOrder = false;
                    seen = new HashSet<>(keys);
                }
                if (seen != null && !seen.add(key)) {
                    throw new NotIJson("duplicate key \"" + key + "\" at column " + parser.currentLocation().getColumnNr());
                }
                keys.add(key);
                values.add(value(parser.nextToken()));
            }
            return new Json.Obj(keys.toArray(String[]::new), values.toArray(Json[]::new));
        }

        private Json array() throws IOException {
            List<Json> items = new ArrayList<>();
            for (JsonToken token = parser.nextToken(); token != JsonToken.END_ARRAY; token = parser.nextToken()) {
                items.add(value(token));
            }
            return new Json.Arr(items.toArray(Json[]::new));
        }

        private Json integer() throws IOException {
            if (parser.getNumberType() == JsonParser.NumberType.BIG_INTEGER) {
                BigInteger big = parser.getBigIntegerValue();
                double real = big.doubleValue();
                if (Double.isInfinite(real)) {
                    throw new NotIJson("the number " + parser.getText() + " is beyond the range of a double");
                }
                return big.bitLength() < 64 ? new Json.Num(true, big.longValue(), null, real, parser.getText())
                        : new Json.Num(true, 0, big, real, parser.getText());
            }
            long value = parser.getLongValue();
            return new Json.Num(true, value, null, value, parser.getText());
        }

        private Json real() throws IOException {
            double real = parser.getDoubleValue();
            if (Double.isInfinite(real)) {
                throw new NotIJson("the number " + parser.getText() + " is beyond the range of a double");
            }
            return new Json.Num(false, 0, null, real, parser.getText());
        }

        private String string(String text) {
            if (escapes && hasLoneSurrogate(text)) {
                throw new NotIJson("a string holds a lone surrogate");
            }
            return text;
        }
    }

    static boolean hasLoneSurrogate(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isHighSurrogate(c)) {
                if (i + 1 >= text.length() || !Character.isLowSurrogate(text.charAt(i + 1))) {
                    return true;
                }
                i++;
            } else if (Character.isLowSurrogate(c)) {
                return true;
            }
        }
        return false;
    }

    /** A value the parser accepts and I-JSON does not. */
    private static final class NotIJson extends RuntimeException {
        NotIJson(String message) {
            super(message, null, false, false);
        }
    }
}

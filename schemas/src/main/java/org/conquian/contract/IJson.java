package org.conquian.contract;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

/**
 * One line of JSON as the format reads it: I-JSON (RFC 7493) in UTF-8. Not JSON here are bytes that
 * are not UTF-8, a duplicate key, NaN, a lone surrogate escape, a number beyond the range of a double,
 * and anything after the value.
 *
 * <p>Read by a parser of its own, straight from the line's bytes to the tree: a general parser's tokens and
 * number machinery were a log's reading's largest cost, and the start of every short command's.
 */
public final class IJson {

    /** Deeper than this, a line is refused rather than read on a stack of its depth. */
    static final int MAX_DEPTH = 1000;
    /** A number's literal longer than this is refused before it is converted. */
    static final int MAX_NUMBER_LENGTH = 100_000;

    /**
     * The strings of two printable ASCII characters (every card code is one), each read once and then shared: an
     * event names up to a few dozen cards, a partnership's melds the whole team's. Filled as they are met; the
     * values are immutable, so threads that fill the same slot at once are both right.
     */
    private static final Json.Str[] PAIRS = new Json.Str[96 * 96];

    /** What each thread's reader keeps from line to line. */
    private static final ThreadLocal<Kept> KEPT = ThreadLocal.withInitial(Kept::new);

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
        if (length >= 3 && (bytes[offset] & 0xFF) == 0xEF && (bytes[offset + 1] & 0xFF) == 0xBB && (bytes[offset + 2] & 0xFF) == 0xBF) {
            return new Parsed.NotJson("a byte order mark may only start the file");
        }
        Reader reader = new Reader(bytes, offset, offset + length, KEPT.get());
        try {
            reader.space();
            if (reader.at == reader.end) {
                return new Parsed.NotJson("it holds no JSON value");
            }
            Json value = reader.value(0);
            reader.space();
            if (reader.at < reader.end) {
                return new Parsed.NotJson("there is more after the JSON value at column " + reader.column());
            }
            return new Parsed.Value(value, reader.canonical);
        } catch (NotIJson e) {
            return new Parsed.NotJson(e.getMessage());
        }
    }

    /**
     * Reads the bytes of one line, known to be UTF-8, into the tree, checking what I-JSON asks on the way. Whether
     * the line is its own canonical form (RFC 8785) is seen on the way too: no white space outside strings, no escape,
     * keys in order, and only integers of up to 15 digits (other than -0).
     */
    private static final class Reader {
        private final byte[] bytes;
        private final int start;
        private final int end;
        private final Kept kept;
        private int at;
        /** The tops of the kept stacks: the members of the lists and objects being read lie below them. */
        private int valuesTop;
        private int namesTop;
        boolean canonical = true;

        Reader(byte[] bytes, int start, int end, Kept kept) {
            this.bytes = bytes;
            this.start = start;
            this.end = end;
            this.kept = kept;
            this.at = start;
        }

        private void push(Json value) {
            if (valuesTop == kept.values.length) {
                kept.values = Arrays.copyOf(kept.values, 2 * valuesTop);
            }
            kept.values[valuesTop++] = value;
        }

        private void push(String name) {
            if (namesTop == kept.names.length) {
                kept.names = Arrays.copyOf(kept.names, 2 * namesTop);
            }
            kept.names[namesTop++] = name;
        }

        /** The values pushed since {@code base}, taken off the stack. */
        private Json[] values(int base) {
            Json[] values = Arrays.copyOfRange(kept.values, base, valuesTop);
            valuesTop = base;
            return values;
        }

        int column() {
            return at - start + 1;
        }

        void space() {
            int from = at;
            while (at < end && (bytes[at] == ' ' || bytes[at] == '\t' || bytes[at] == '\n' || bytes[at] == '\r')) {
                at++;
            }
            if (at != from) {
                canonical = false;
            }
        }

        /** A value, starting at a byte that is not white space. */
        Json value(int depth) {
            if (at == end) {
                throw new NotIJson("the line ends where a value was expected, at column " + column());
            }
            return switch (bytes[at]) {
                case '{' -> object(depth + 1);
                case '[' -> array(depth + 1);
                case '"' -> text();
                case 't' -> word("true", new Json.Bool(true));
                case 'f' -> word("false", new Json.Bool(false));
                case 'n' -> word("null", Json.Null.NULL);
                default -> {
                    if (bytes[at] == '-' || bytes[at] >= '0' && bytes[at] <= '9') {
                        yield number();
                    }
                    throw unexpected("a value");
                }
            };
        }

        private Json object(int depth) {
            deepest(depth);
            int begun = column();
            at++;
            space();
            if (expect('}')) {
                return new Json.Obj(new String[0], new Json[0]);
            }
            // members are gathered on the kept stacks, above those of the objects and lists this one is in
            int names = namesTop;
            int values = valuesTop;
            Set<String> seen = null;
            do {
                space();
                if (at == end || bytes[at] != '"') {
                    throw at == end ? endsInside("an object", begun) : unexpected("a key in double quotes");
                }
                int keyAt = column();
                String key = key();
                if (seen == null && namesTop > names && kept.names[namesTop - 1].compareTo(key) >= 0) {
                    // out of order: from here on, keys are told apart by a set
                    canonical = false;
                    seen = new HashSet<>(Arrays.asList(kept.names).subList(names, namesTop));
                }
                if (seen != null && !seen.add(key)) {
                    throw new NotIJson("duplicate key \"" + key + "\" at column " + keyAt);
                }
                space();
                if (!expect(':')) {
                    throw at == end ? endsInside("an object", begun) : unexpected("a colon after the key");
                }
                space();
                push(key);
                push(value(depth));
                space();
            } while (expect(','));
            if (!expect('}')) {
                throw at == end ? endsInside("an object", begun) : unexpected("a comma or the object's end");
            }
            String[] keys = Arrays.copyOfRange(kept.names, names, namesTop);
            namesTop = names;
            return new Json.Obj(keys, values(values));
        }

        private Json array(int depth) {
            deepest(depth);
            int begun = column();
            at++;
            space();
            int items = valuesTop;
            if (!expect(']')) {
                do {
                    space();
                    push(value(depth));
                    space();
                } while (expect(','));
                if (!expect(']')) {
                    throw at == end ? endsInside("a list", begun) : unexpected("a comma or the list's end");
                }
            }
            return new Json.Arr(values(items));
        }

        private void deepest(int depth) {
            if (depth > MAX_DEPTH) {
                throw new NotIJson("values are nested more than " + MAX_DEPTH + " deep at column " + column());
            }
        }

        private boolean expect(char b) {
            if (at < end && bytes[at] == b) {
                at++;
                return true;
            }
            return false;
        }

        private Json word(String word, Json value) {
            for (int i = 0; i < word.length(); i++) {
                if (at + i == end || bytes[at + i] != word.charAt(i)) {
                    throw unexpected("a value");
                }
            }
            at += word.length();
            return value;
        }

        /** Where a run of a string's bytes taken as they are ends: at its closing quote, an escape or a control character. */
        private int plain(int from) {
            int to = from;
            while (to < end && bytes[to] != '"' && bytes[to] != '\\' && (bytes[to] & 0xFF) >= 0x20) {
                to++;
            }
            return to;
        }

        /** A string value from its opening quote: one of two printable ASCII characters taken from {@link #PAIRS}. */
        private Json text() {
            int first = at + 1;
            if (first + 2 < end && bytes[first + 2] == '"' && printable(bytes[first]) && printable(bytes[first + 1])) {
                at = first + 3;
                int slot = (bytes[first] - 0x20) * 96 + bytes[first + 1] - 0x20;
                Json.Str pair = PAIRS[slot];
                if (pair == null) {
                    pair = new Json.Str(new String(bytes, first, 2, StandardCharsets.US_ASCII));
                    PAIRS[slot] = pair;
                }
                return pair;
            }
            return new Json.Str(string());
        }

        /** A character a string holds as it is written, with no escape: printable ASCII but the quote and the backslash. */
        private static boolean printable(byte b) {
            return b >= 0x20 && b < 0x7F && b != '"' && b != '\\';
        }

        /** A key: interned, as Java's literals are, so that looking one up mostly matches by identity. */
        private String key() {
            int from = at + 1;
            int to = plain(from);
            if (to < end && bytes[to] == '"') {
                at = to + 1;
                return kept.keys.of(bytes, from, to);
            }
            return string().intern();
        }

        /** A string from its opening quote: raw UTF-8 (checked already) up to the closing one, escapes decoded. */
        private String string() {
            int from = ++at;
            at = plain(at);
            if (at < end && bytes[at] == '"') {
                return new String(bytes, from, at++ - from, StandardCharsets.UTF_8);
            }
            canonical = false;
            StringBuilder text = new StringBuilder(new String(bytes, from, at - from, StandardCharsets.UTF_8));
            boolean unicode = false;
            while (true) {
                if (at == end) {
                    throw new NotIJson("the line ends inside a string begun at column " + (from - start));
                }
                int b = bytes[at] & 0xFF;
                if (b == '"') {
                    at++;
                    break;
                }
                if (b < 0x20) {
                    throw new NotIJson(String.format("a control character (U+%04X) stands unescaped in a string at column %d", b, column()));
                }
                if (b != '\\') {
                    int run = at;
                    at = plain(at);
                    text.append(new String(bytes, run, at - run, StandardCharsets.UTF_8));
                    continue;
                }
                if (at + 1 == end) {
                    throw new NotIJson("the line ends inside a string begun at column " + (from - start));
                }
                char escaped = (char) bytes[at + 1];
                switch (escaped) {
                    case '"', '\\', '/' -> text.append(escaped);
                    case 'b' -> text.append('\b');
                    case 'f' -> text.append('\f');
                    case 'n' -> text.append('\n');
                    case 'r' -> text.append('\r');
                    case 't' -> text.append('\t');
                    case 'u' -> {
                        text.append(hex4(at + 2));
                        unicode = true;
                        at += 4;
                    }
                    default -> throw new NotIJson("\\" + escaped + " is no escape of JSON, at column " + column());
                }
                at += 2;
            }
            String decoded = text.toString();
            if (unicode && hasLoneSurrogate(decoded)) {
                throw new NotIJson("a string holds a lone surrogate");
            }
            return decoded;
        }

        private char hex4(int from) {
            int value = 0;
            for (int i = from; i < from + 4; i++) {
                int digit = i < end ? Character.digit(bytes[i], 16) : -1;
                if (digit < 0) {
                    throw new NotIJson("\\u is followed by four hex digits in JSON, at column " + (from - start - 1));
                }
                value = value * 16 + digit;
            }
            return (char) value;
        }

        /** A number, as JSON writes one: -? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)? */
        private Json number() {
            int from = at;
            boolean negative = expect('-');
            int firstDigit = at;
            if (!digits()) {
                throw unexpected("a digit");
            }
            if (bytes[firstDigit] == '0' && at - firstDigit > 1) {
                at = firstDigit + 1;
                throw new NotIJson("a number does not go on after a leading 0, at column " + column());
            }
            int integerDigits = at - firstDigit;
            boolean integral = true;
            if (expect('.')) {
                integral = false;
                if (!digits()) {
                    throw unexpected("a digit after the decimal point");
                }
            }
            if (at < end && (bytes[at] == 'e' || bytes[at] == 'E')) {
                integral = false;
                at++;
                if (!expect('+')) {
                    expect('-');
                }
                if (!digits()) {
                    throw unexpected("a digit of the exponent");
                }
            }
            if (at - from > MAX_NUMBER_LENGTH) {
                throw new NotIJson("a number of more than " + MAX_NUMBER_LENGTH + " characters at column " + (from - start + 1));
            }
            String written = new String(bytes, from, at - from, StandardCharsets.ISO_8859_1);
            if (!integral) {
                canonical = false;
                double real = Double.parseDouble(written);
                if (Double.isInfinite(real)) {
                    throw new NotIJson("the number " + written + " is beyond the range of a double");
                }
                return new Json.Num(false, 0, null, real, written);
            }
            if (integerDigits > 15 || negative && bytes[firstDigit] == '0') {
                canonical = false;
            }
            if (integerDigits <= 18) {
                long value = 0;
                for (int i = firstDigit; i < at; i++) {
                    value = value * 10 + (bytes[i] - '0');
                }
                value = negative ? -value : value;
                return new Json.Num(true, value, null, value, written);
            }
            BigInteger big = new BigInteger(written);
            double real = big.doubleValue();
            if (Double.isInfinite(real)) {
                throw new NotIJson("the number " + written + " is beyond the range of a double");
            }
            return big.bitLength() < 64 ? new Json.Num(true, big.longValue(), null, real, written) : new Json.Num(true, 0, big, real, written);
        }

        private boolean digits() {
            int from = at;
            while (at < end && bytes[at] >= '0' && bytes[at] <= '9') {
                at++;
            }
            return at > from;
        }

        private NotIJson unexpected(String expected) {
            if (at == end) {
                return new NotIJson("the line ends where " + expected + " was expected, at column " + column());
            }
            int b = bytes[at] & 0xFF;
            String found = b >= 0x21 && b < 0x7F ? "'" + (char) b + "'" : String.format("byte 0x%02X", b);
            return new NotIJson("unexpected " + found + " at column " + column() + ", where " + expected + " was expected");
        }

        private NotIJson endsInside(String what, int begun) {
            return new NotIJson("the line ends inside " + what + " begun at column " + begun + ", at column " + column());
        }
    }

    /**
     * What a thread's reader keeps from line to line: the keys read so far (events repeat a few dozen keys, and a key
     * found there costs no string), and the stacks a line's lists and objects gather their members on before each is
     * copied out at its exact size (growing lists of their own cost more than the rest of the reading of a list).
     */
    private static final class Kept {
        private final Keys keys = new Keys();
        private Json[] values = new Json[64];
        private String[] names = new String[64];
    }

    /** Keys as read, each the interned string of its bytes; a slot taken by another key is taken over. */
    private static final class Keys {
        private final byte[][] bytes = new byte[256][];
        private final String[] strings = new String[256];

        String of(byte[] line, int from, int to) {
            int hash = 0;
            for (int i = from; i < to; i++) {
                hash = 31 * hash + line[i];
            }
            int slot = (hash ^ hash >>> 8) & (strings.length - 1);
            byte[] kept = bytes[slot];
            if (kept != null && Arrays.equals(kept, 0, kept.length, line, from, to)) {
                return strings[slot];
            }
            String key = new String(line, from, to - from, StandardCharsets.UTF_8).intern();
            bytes[slot] = Arrays.copyOfRange(line, from, to);
            strings[slot] = key;
            return key;
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

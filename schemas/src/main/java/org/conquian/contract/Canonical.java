package org.conquian.contract;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The canonical form of RFC 8785 (JSON Canonicalization Scheme): object keys sorted by their UTF-16
 * code units, no white space, strings escaped as ECMAScript's JSON.stringify does, numbers written as
 * ECMAScript writes a double.
 */
public final class Canonical {

    private static final char[] HEX = "0123456789abcdef".toCharArray();

    private Canonical() {
    }

    public static String of(Json value) {
        return new String(bytes(value), StandardCharsets.UTF_8);
    }

    public static byte[] bytes(Json value) {
        Bytes out = new Bytes();
        write(value, out, true);
        return out.toArray();
    }

    /** Writes the canonical form into the buffer, which is cleared first, for a digest to read in place. */
    static Bytes bytes(Json value, Bytes out) {
        out.clear();
        write(value, out, true);
        return out;
    }

    /** The value as JSON text; {@code sorted}: in canonical form, else with members in their order. */
    static String text(Json value, boolean sorted) {
        Bytes out = new Bytes();
        write(value, out, sorted);
        return new String(out.toArray(), StandardCharsets.UTF_8);
    }

    private static void write(Json value, Bytes out, boolean sorted) {
        switch (value) {
            case Json.Obj object -> {
                int size = object.size();
                int[] order = new int[size];
                for (int i = 0; i < size; i++) {
                    int at = i;
                    // insertion sort: objects of the format have about ten keys, often in order already
                    while (sorted && at > 0 && object.key(order[at - 1]).compareTo(object.key(i)) > 0) {
                        order[at] = order[at - 1];
                        at--;
                    }
                    order[at] = i;
                }
                out.add('{');
                for (int i = 0; i < size; i++) {
                    if (i > 0) {
                        out.add(',');
                    }
                    string(object.key(order[i]), out);
                    out.add(':');
                    write(object.value(order[i]), out, sorted);
                }
                out.add('}');
            }
            case Json.Arr array -> {
                out.add('[');
                for (int i = 0; i < array.size(); i++) {
                    if (i > 0) {
                        out.add(',');
                    }
                    write(array.get(i), out, sorted);
                }
                out.add(']');
            }
            case Json.Str string -> string(string.value(), out);
            case Json.Num number -> {
                if (sorted) {
                    number(number, out);
                } else {
                    out.addAscii(number.written());
                }
            }
            case Json.Bool bool -> out.addAscii(bool.value() ? "true" : "false");
            case Json.Null nothing -> out.addAscii("null");
        }
    }

    /** Integers a double holds exactly are written as they are, without the general algorithm. */
    private static void number(Json.Num number, Bytes out) {
        if (number.isLong() && Math.abs(number.longValue()) <= 1L << 53) {
            out.addLong(number.longValue());
        } else {
            out.addAscii(number(number.real()));
        }
    }

    /** A string as JSON.stringify writes it: only {@code "}, {@code \} and control characters escaped. */
    private static void string(String text, Bytes out) {
        out.add('"');
        if (!out.addPlain(text)) {
            int length = text.length();
            StringBuilder escaped = new StringBuilder(length + 8);
            for (int i = 0; i < length; i++) {
                char c = text.charAt(i);
                switch (c) {
                    case '"' -> escaped.append("\\\"");
                    case '\\' -> escaped.append("\\\\");
                    case '\b' -> escaped.append("\\b");
                    case '\f' -> escaped.append("\\f");
                    case '\n' -> escaped.append("\\n");
                    case '\r' -> escaped.append("\\r");
                    case '\t' -> escaped.append("\\t");
                    default -> {
                        if (c < 0x20) {
                            escaped.append("\\u00").append(HEX[c >> 4]).append(HEX[c & 0xF]);
                        } else {
                            escaped.append(c);
                        }
                    }
                }
            }
            out.add(escaped.toString().getBytes(StandardCharsets.UTF_8));
        }
        out.add('"');
    }

    /** A growable byte buffer, reused for each event by a reader's digests. */
    static final class Bytes {
        private byte[] bytes = new byte[512];
        private int size;

        void clear() {
            size = 0;
        }

        void add(int b) {
            if (size == bytes.length) {
                bytes = Arrays.copyOf(bytes, size * 2);
            }
            bytes[size++] = (byte) b;
        }

        void add(byte[] more) {
            ensure(more.length);
            System.arraycopy(more, 0, bytes, size, more.length);
            size += more.length;
        }

        /**
         * Adds the text as it is when it needs no escape and is ASCII (most text of the format), and says
         * whether it did; otherwise adds nothing.
         */
        boolean addPlain(String text) {
            int length = text.length();
            ensure(length);
            for (int i = 0; i < length; i++) {
                char c = text.charAt(i);
                if (c < 0x20 || c >= 0x80 || c == '"' || c == '\\') {
                    return false;
                }
                bytes[size + i] = (byte) c;
            }
            size += length;
            return true;
        }

        /** A whole number in decimal. */
        void addLong(long value) {
            if (value < 0) {
                add('-');
                value = -value;
            }
            ensure(20);
            int start = size;
            do {
                bytes[size++] = (byte) ('0' + value % 10);
                value /= 10;
            } while (value != 0);
            for (int low = start, high = size - 1; low < high; low++, high--) {
                byte swapped = bytes[low];
                bytes[low] = bytes[high];
                bytes[high] = swapped;
            }
        }

        /** Text known to be ASCII: one byte per char. */
        void addAscii(String text) {
            int length = text.length();
            ensure(length);
            for (int i = 0; i < length; i++) {
                bytes[size + i] = (byte) text.charAt(i);
            }
            size += length;
        }

        private void ensure(int more) {
            if (size + more > bytes.length) {
                bytes = Arrays.copyOf(bytes, Math.max(bytes.length * 2, size + more));
            }
        }

        byte[] array() {
            return bytes;
        }

        int size() {
            return size;
        }

        byte[] toArray() {
            return Arrays.copyOf(bytes, size);
        }
    }

    /**
     * The fewest significant digits that read back as the value, the closest to it when several do.
     * {@link Double#toString} gives that, except that where one digit would do it may give the closest of
     * two digits (4.9E-324 for 5e-324); so a two-digit answer is tried with one digit.
     */
    private static BigDecimal shortestDigits(double value) {
        BigDecimal java = new BigDecimal(Double.toString(value)).stripTrailingZeros();
        if (java.precision() != 2) {
            return java;
        }
        BigDecimal down = java.round(new MathContext(1, RoundingMode.FLOOR));
        BigDecimal up = java.round(new MathContext(1, RoundingMode.CEILING));
        boolean downReadsBack = Double.parseDouble(down.toString()) == value;
        boolean upReadsBack = Double.parseDouble(up.toString()) == value;
        if (downReadsBack && upReadsBack) {
            BigDecimal exact = new BigDecimal(value);
            int closer = exact.subtract(down).abs().compareTo(up.subtract(exact).abs());
            boolean downIsEven = !down.unscaledValue().testBit(0);
            return (closer < 0 || closer == 0 && downIsEven ? down : up).stripTrailingZeros();
        }
        if (downReadsBack) {
            return down.stripTrailingZeros();
        }
        return upReadsBack ? up.stripTrailingZeros() : java;
    }

    /**
     * A double as ECMAScript's Number.prototype.toString writes it: the shortest digits that read back
     * to the same double (which {@link Double#toString} gives since JDK 19), placed by the exponent.
     */
    public static String number(double value) {
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            throw new IllegalArgumentException("RFC 8785 has no form for " + value);
        }
        if (value == 0) {
            return "0";
        }
        String sign = value < 0 ? "-" : "";
        BigDecimal shortest = shortestDigits(Math.abs(value));
        String digits = shortest.unscaledValue().toString();
        int k = digits.length();
        int n = k - shortest.scale();
        StringBuilder out = new StringBuilder(sign);
        if (k <= n && n <= 21) {
            out.append(digits).append("0".repeat(n - k));
        } else if (0 < n && n <= 21) {
            out.append(digits, 0, n).append('.').append(digits, n, k);
        } else if (-6 < n && n <= 0) {
            out.append("0.").append("0".repeat(-n)).append(digits);
        } else {
            out.append(digits.charAt(0));
            if (k > 1) {
                out.append('.').append(digits, 1, k);
            }
            int exponent = n - 1;
            out.append('e').append(exponent < 0 ? '-' : '+').append(Math.abs(exponent));
        }
        return out.toString();
    }
}

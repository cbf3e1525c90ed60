package org.conquian.contract;

import com.fasterxml.jackson.databind.JsonNode;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * The canonical form of RFC 8785 (JSON Canonicalization Scheme): object keys sorted by their UTF-16
 * code units, no white space, strings escaped as ECMAScript's JSON.stringify does, numbers written as
 * ECMAScript writes a double.
 */
public final class Canonical {

    private static final char[] HEX = "0123456789abcdef".toCharArray();

    private Canonical() {
    }

    public static String of(JsonNode node) {
        StringBuilder out = new StringBuilder(256);
        write(node, out);
        return out.toString();
    }

    public static byte[] bytes(JsonNode node) {
        return of(node).getBytes(StandardCharsets.UTF_8);
    }

    private static void write(JsonNode node, StringBuilder out) {
        switch (node.getNodeType()) {
            case OBJECT -> {
                List<String> keys = new ArrayList<>(node.size());
                Iterator<String> names = node.fieldNames();
                names.forEachRemaining(keys::add);
                keys.sort(null);
                out.append('{');
                for (int i = 0; i < keys.size(); i++) {
                    if (i > 0) {
                        out.append(',');
                    }
                    string(keys.get(i), out);
                    out.append(':');
                    write(node.get(keys.get(i)), out);
                }
                out.append('}');
            }
            case ARRAY -> {
                out.append('[');
                for (int i = 0; i < node.size(); i++) {
                    if (i > 0) {
                        out.append(',');
                    }
                    write(node.get(i), out);
                }
                out.append(']');
            }
            case STRING -> string(node.textValue(), out);
            case NUMBER -> out.append(number(node.doubleValue()));
            case BOOLEAN -> out.append(node.booleanValue());
            case NULL -> out.append("null");
            case BINARY, MISSING, POJO -> throw new IllegalArgumentException("not a JSON value: " + node.getNodeType());
        }
    }

    /** A string as JSON.stringify writes it: only {@code "}, {@code \} and control characters escaped. */
    static void string(String text, StringBuilder out) {
        out.append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\b' -> out.append("\\b");
                case '\f' -> out.append("\\f");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c < 0x20) {
                        out.append("\\u00").append(HEX[c >> 4]).append(HEX[c & 0xF]);
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
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

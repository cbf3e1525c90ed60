package org.conquian.contract;

/**
 * The patterns of {@code defs.schema.json} as hand-written checks: ids, digests and times are checked on
 * every line read, and these cost a few nanoseconds where the regular expressions cost a microsecond.
 * {@code SyntaxTest} proves each equal to its pattern in the schema.
 */
public final class Syntax {

    private Syntax() {
    }

    /** {@code ^[A-Za-z0-9._-]{1,64}$} */
    public static boolean isMatchId(String text) {
        return isId(text, 64);
    }

    /** {@code ^[A-Za-z0-9._-]{1,32}$} */
    public static boolean isPlayerId(String text) {
        return isId(text, 32);
    }

    private static boolean isId(String text, int maxLength) {
        int length = text.length();
        if (length < 1 || length > maxLength) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            char c = text.charAt(i);
            if (!(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '_' || c == '-')) {
                return false;
            }
        }
        return true;
    }

    private static final boolean[] LOWER_HEX = new boolean[128];

    static {
        for (char c : "0123456789abcdef".toCharArray()) {
            LOWER_HEX[c] = true;
        }
    }

    /** {@code ^[0-9a-f]{64}$} */
    static boolean isDigest(String text) {
        return isHex(text, 64);
    }

    /** An Ed25519 signature: 128 lowercase hex digits. */
    static boolean isSignature(String text) {
        return isHex(text, 128);
    }

    private static boolean isHex(String text, int digits) {
        if (text.length() != digits) {
            return false;
        }
        for (int i = 0; i < digits; i++) {
            char c = text.charAt(i);
            if (c >= 128 || !LOWER_HEX[c]) {
                return false;
            }
        }
        return true;
    }

    /**
     * {@code YYYY-MM-DDTHH:MM:SS} on a real calendar date (proleptic Gregorian, year 0000 to 9999), seconds
     * 00 to 60, an optional fraction of 1 to 9 digits, then {@code Z} or {@code +00:00}.
     */
    static boolean isUtcTime(String text) {
        int length = text.length();
        if (length < 20 || text.charAt(4) != '-' || text.charAt(7) != '-' || text.charAt(10) != 'T'
                || text.charAt(13) != ':' || text.charAt(16) != ':') {
            return false;
        }
        int year = digits(text, 0, 4);
        int month = digits(text, 5, 2);
        int day = digits(text, 8, 2);
        int hour = digits(text, 11, 2);
        int minute = digits(text, 14, 2);
        int second = digits(text, 17, 2);
        if (year < 0 || month < 1 || month > 12 || day < 1 || day > daysIn(month, year)
                || hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 60) {
            return false;
        }
        int i = 19;
        if (text.charAt(i) == '.') {
            int start = ++i;
            while (i < length && isDigit(text.charAt(i))) {
                i++;
            }
            if (i - start < 1 || i - start > 9) {
                return false;
            }
        }
        return length - i == 1 && text.charAt(i) == 'Z' || length - i == 6 && text.startsWith("+00:00", i);
    }

    private static int daysIn(int month, int year) {
        return switch (month) {
            case 2 -> year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28;
            case 4, 6, 9, 11 -> 30;
            default -> 31;
        };
    }

    /** The number written by {@code count} digits at {@code from}, or -1 if any is not a digit. */
    private static int digits(String text, int from, int count) {
        int value = 0;
        for (int i = from; i < from + count; i++) {
            char c = text.charAt(i);
            if (!isDigit(c)) {
                return -1;
            }
            value = value * 10 + (c - '0');
        }
        return value;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }
}

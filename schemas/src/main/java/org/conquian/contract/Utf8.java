package org.conquian.contract;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Strict UTF-8 (RFC 3629): no overlong forms, no surrogates, nothing beyond U+10FFFF. A NUL byte counts as
 * invalid too: it is never JSON outside a string nor raw inside one, and the parser would take it as a sign
 * of UTF-16 or UTF-32.
 */
final class Utf8 {

    private Utf8() {
    }

    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long HIGH_BITS = 0x8080808080808080L;
    private static final long LOW_BITS = 0x0101010101010101L;

    /** The offset of the first byte that is not valid UTF-8 (or is NUL), or -1 when all are. */
    static int firstInvalid(byte[] bytes, int offset, int length) {
        int i = offset;
        int end = offset + length;
        while (i < end) {
            // eight ASCII bytes at a time, none of them NUL: most of a line
            while (i + 8 <= end) {
                long word = (long) LONGS.get(bytes, i);
                if ((word & HIGH_BITS) != 0 || ((word - LOW_BITS) & ~word & HIGH_BITS) != 0) {
                    break;
                }
                i += 8;
            }
            if (i >= end) {
                break;
            }
            int b = bytes[i];
            if (b > 0) {
                i++;
                continue;
            }
            if (b == 0) {
                return i;
            }
            int need;
            int min;
            int codePoint;
            if ((b & 0xE0) == 0xC0) {
                need = 1;
                min = 0x80;
                codePoint = b & 0x1F;
            } else if ((b & 0xF0) == 0xE0) {
                need = 2;
                min = 0x800;
                codePoint = b & 0x0F;
            } else if ((b & 0xF8) == 0xF0) {
                need = 3;
                min = 0x10000;
                codePoint = b & 0x07;
            } else {
                return i;
            }
            if (i + need >= end) {
                return i;
            }
            for (int k = 1; k <= need; k++) {
                int next = bytes[i + k];
                if ((next & 0xC0) != 0x80) {
                    return i;
                }
                codePoint = (codePoint << 6) | (next & 0x3F);
            }
            if (codePoint < min || codePoint > 0x10FFFF || (codePoint >= 0xD800 && codePoint <= 0xDFFF)) {
                return i;
            }
            i += need + 1;
        }
        return -1;
    }
}

package org.conquian.contract;

import org.conquian.audit.LogLine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Consecutive non-blank lines of a log, copied out of the reader's buffer so that they can be parsed on
 * another thread while the next block is read.
 */
final class LineBlock {

    static final int LINES = 1024;

    private byte[] bytes = new byte[1 << 18];
    private int used;
    private final int[] offsets = new int[LINES];
    private final int[] lengths = new int[LINES];
    private final long[] numbers = new long[LINES];
    private final boolean[] ended = new boolean[LINES];
    private int count;

    /** Copies the splitter's current line; true when the block is full. */
    boolean add(LineSplitter lines) {
        int length = lines.length();
        if (used + length > bytes.length) {
            bytes = Arrays.copyOf(bytes, Math.max(bytes.length * 2, used + length));
        }
        System.arraycopy(lines.buffer(), lines.offset(), bytes, used, length);
        offsets[count] = used;
        lengths[count] = length;
        numbers[count] = lines.lineNumber();
        ended[count] = lines.hasLineEnd();
        used += length;
        count++;
        return count == LINES;
    }

    boolean isEmpty() {
        return count == 0;
    }

    /**
     * The block's lines, parsed as if it began the file, dealt into shares by match ({@link #shareOf}):
     * a first line whose match cannot be read is kept apart, as it belongs to the match of the line before
     * the block, known only when the blocks are taken in order.
     */
    Parsed parse(int shares) {
        LineParser parser = new LineParser();
        List<List<LogLine>> dealt = new ArrayList<>(shares);
        for (int share = 0; share < shares; share++) {
            dealt.add(new ArrayList<>(count / shares + 16));
        }
        LogLine unclaimed = null;
        for (int i = 0; i < count; i++) {
            LogLine line = parser.parse(numbers[i], bytes, offsets[i], lengths[i], ended[i]);
            if (i == 0 && line.match() == null) {
                unclaimed = line;
            } else {
                dealt.get(shareOf(line.match(), shares)).add(line);
            }
        }
        return new Parsed(dealt, Optional.ofNullable(unclaimed), parser.chargeTo());
    }

    /** The share a match's lines go to: lines charged to no match go to the first. */
    static int shareOf(String match, int shares) {
        return match == null ? 0 : Math.floorMod(match.hashCode(), shares);
    }

    /**
     * A parsed block.
     *
     * @param shares    its lines, by share, in file order
     * @param unclaimed its first line, when its match could not be read and it may belong to the line before the block
     * @param chargeTo  the match a line after the block is charged to if its own cannot be read
     */
    record Parsed(List<List<LogLine>> shares, Optional<LogLine> unclaimed, String chargeTo) {

        /** The unclaimed first line, charged to the match of the line before the block, as {@link LineParser} does within a block. */
        Optional<LogLine> claimed(String chargeBefore) {
            return unclaimed.map(line -> chargeBefore == null ? line
                    : new LogLine.BadLine(line.line(), chargeBefore, null, ((LogLine.BadLine) line).message()));
        }
    }
}

package org.conquian.contract;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/** The envelope's {@code at} as this project writes it: UTC to the millisecond, {@code 2026-11-29T18:04:05.120Z}. */
public final class UtcTime {

    private static final DateTimeFormatter FORMAT = DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);

    private UtcTime() {
    }

    public static String of(Instant instant) {
        return FORMAT.format(instant);
    }
}

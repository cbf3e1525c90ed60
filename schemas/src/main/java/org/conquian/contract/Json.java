package org.conquian.contract;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;

/**
 * A JSON value as the format reads and writes events: a small tree of arrays, lighter to build and to walk
 * than a general-purpose one, with objects that keep their members in the order written.
 */
public sealed interface Json permits Json.Obj, Json.Arr, Json.Str, Json.Num, Json.Bool, Json.Null {

    /** What the value is, in words for messages: {@code a string}, {@code an object}. */
    String kind();

    /** The value written as JSON (for an object, members in their order), for messages. */
    default String text() {
        return Canonical.text(this, false);
    }

    /** An object: keys and values side by side, in the order written. */
    final class Obj implements Json {
        private final String[] keys;
        private final Json[] values;

        public Obj(String[] keys, Json[] values) {
            if (keys.length != values.length) {
                throw new IllegalArgumentException("as many keys as values");
            }
            this.keys = keys;
            this.values = values;
        }

        /** The value of the key, or null. */
        public Json get(String key) {
            // the parser interns keys, as Java does literals: most lookups match by identity
            for (int i = 0; i < keys.length; i++) {
                if (keys[i] == key) {
                    return values[i];
                }
            }
            for (int i = 0; i < keys.length; i++) {
                if (keys[i].equals(key)) {
                    return values[i];
                }
            }
            return null;
        }

        public boolean has(String key) {
            return get(key) != null;
        }

        public int size() {
            return keys.length;
        }

        public String key(int index) {
            return keys[index];
        }

        public Json value(int index) {
            return values[index];
        }

        @Override
        public String kind() {
            return "an object";
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Obj obj && Arrays.equals(keys, obj.keys) && Arrays.equals(values, obj.values);
        }

        @Override
        public int hashCode() {
            return 31 * Arrays.hashCode(keys) + Arrays.hashCode(values);
        }

        @Override
        public String toString() {
            return text();
        }
    }

    /** An array. */
    final class Arr implements Json {
        private final Json[] items;

        public Arr(Json[] items) {
            this.items = items;
        }

        public Arr(List<? extends Json> items) {
            this(items.toArray(Json[]::new));
        }

        public int size() {
            return items.length;
        }

        public Json get(int index) {
            return items[index];
        }

        @Override
        public String kind() {
            return "a list";
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Arr arr && Arrays.equals(items, arr.items);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(items);
        }

        @Override
        public String toString() {
            return text();
        }
    }

    record Str(String value) implements Json {
        @Override
        public String kind() {
            return "a string";
        }

        @Override
        public String toString() {
            return text();
        }
    }

    /**
     * A number: {@code integral} when written without fraction or exponent, then held exactly ({@code big}
     * when beyond a long); {@code real} is its value as a double; {@code written} its text, for messages.
     */
    record Num(boolean integral, long longValue, BigInteger big, double real, String written) implements Json {

        public static Num of(long value) {
            return new Num(true, value, null, value, Long.toString(value));
        }

        /** Whether it is an integer of the format that fits in a long. */
        public boolean isLong() {
            return integral && big == null;
        }

        @Override
        public String kind() {
            return "a number";
        }

        @Override
        public String toString() {
            return text();
        }
    }

    record Bool(boolean value) implements Json {
        @Override
        public String kind() {
            return "a boolean";
        }

        @Override
        public String toString() {
            return text();
        }
    }

    /** The JSON {@code null}. */
    enum Null implements Json {
        NULL;

        @Override
        public String kind() {
            return "null";
        }

        @Override
        public String toString() {
            return "null";
        }
    }
}

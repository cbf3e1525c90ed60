package org.conquian.cli;

/** Counts in words, singular or plural as the number wants. */
final class Words {

    private Words() {
    }

    /** {@code 1 match}, {@code 2 matches}, {@code 0 events}: the plural of a noun ending in s, sh, ch or x takes es. */
    static String count(long number, String noun) {
        if (number == 1) {
            return "1 " + noun;
        }
        return number + " " + noun + (noun.matches(".*(s|sh|ch|x)$") ? "es" : "s");
    }
}

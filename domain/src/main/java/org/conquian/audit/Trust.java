package org.conquian.audit;

/**
 * What a verdict says of a record's trust: who signed the match and how far the signatures reach, and whether its
 * deals were checked against a committed shuffle.
 *
 * @param signer        the signer's Ed25519 public key in hex, for a signed match, else null
 * @param signedThrough the highest seq whose signature verified, or null (none, or the match is not signed)
 * @param shuffle       the committed shuffle, as far as it could be checked
 */
public record Trust(String signer, Long signedThrough, Shuffle shuffle) {

    public static final Trust NONE = new Trust(null, null, Shuffle.NONE);

    public enum Shuffle {
        /** No committed shuffle, or an invalid verdict, which says nothing of one. */
        NONE(null),
        /** Committed, but the match is in progress: the deals cannot be checked before the seed is revealed. */
        COMMITTED("committed"),
        /** The seed revealed in {@code MatchEnded} has the commit's hash, and every deal is the seed's. */
        CHECKED("checked");

        private final String word;

        Shuffle(String word) {
            this.word = word;
        }

        /** As {@code --json} writes it, or null for none. */
        public String word() {
            return word;
        }
    }

    public boolean signed() {
        return signer != null;
    }

    /** {@code signed by d75a9801… through seq 412, shuffle checked}; empty for a match with neither. */
    public String words() {
        StringBuilder words = new StringBuilder();
        if (signed()) {
            words.append("signed by ").append(signer, 0, 8).append('…')
                    .append(signedThrough == null ? ", no signature verified" : " through seq " + signedThrough);
        }
        if (shuffle.word() != null) {
            words.append(words.isEmpty() ? "" : ", ").append("shuffle ").append(shuffle.word());
        }
        return words.toString();
    }
}

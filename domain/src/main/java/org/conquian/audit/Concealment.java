package org.conquian.audit;

/**
 * What an audit could not check in a match: how many of its deals were concealed (recorded at a real
 * table, hands and stock unknown), and in how many of those the hands were shown at the end.
 */
public record Concealment(int deals, int shown) {

    public static final Concealment NONE = new Concealment(0, 0);

    public Concealment withDeal() {
        return new Concealment(deals + 1, shown);
    }

    public Concealment withHandsShown() {
        return new Concealment(deals, shown + 1);
    }

    /** {@code 3 deals concealed, hands shown in 2}; empty when no deal was concealed. */
    public String words() {
        if (deals == 0) {
            return "";
        }
        return deals + (deals == 1 ? " deal" : " deals") + " concealed, hands shown in " + shown;
    }
}

package org.conquian.contract;

/** What a signed match's {@code sig} signs: the event's RFC 8785 canonical form without its {@code sig} ({@code prev} kept). */
public final class Signatures {

    private static final String SIG = "sig";

    private Signatures() {
    }

    /** The UTF-8 bytes a signature of this event signs. */
    public static byte[] signedForm(Json.Obj event) {
        return Canonical.bytes(without(event, SIG));
    }

    private static Json.Obj without(Json.Obj event, String name) {
        if (!event.has(name)) {
            return event;
        }
        String[] keys = new String[event.size() - 1];
        Json[] values = new Json[keys.length];
        int kept = 0;
        for (int i = 0; i < event.size(); i++) {
            if (!event.key(i).equals(name)) {
                keys[kept] = event.key(i);
                values[kept++] = event.value(i);
            }
        }
        return new Json.Obj(keys, values);
    }
}

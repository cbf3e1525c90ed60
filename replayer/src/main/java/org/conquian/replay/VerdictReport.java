package org.conquian.replay;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.conquian.audit.Fault;
import org.conquian.audit.Rulings;
import org.conquian.audit.Verdict;
import org.conquian.audit.ViewersCopy;
import org.conquian.contract.StateJson;
import org.conquian.contract.StrictJson;

import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** Verdicts as the audit command prints them: a line of text, or a JSON object per match with the fields of docs/format.md. */
public final class VerdictReport {

    private VerdictReport() {
    }

    /**
     * {@code file, match, verdict, events, chained, seq, line, rule, message}: every field always present,
     * null where it does not apply, as the spec's sample verdicts have them.
     */
    public static ObjectNode json(String file, Verdict verdict) {
        ObjectNode json = StrictJson.MAPPER.createObjectNode();
        json.put("file", file);
        json.put("match", verdict.match());
        json.put("verdict", verdict.kind().word());
        json.put("events", verdict.events());
        if (verdict.chained() == null) {
            json.putNull("chained");
        } else {
            json.put("chained", verdict.chained());
        }
        Fault fault = verdict.fault();
        if (fault == null) {
            json.putNull("seq");
            json.putNull("line");
            json.putNull("rule");
            if (verdict.kind() == Verdict.Kind.REDACTED) {
                json.put("message", ViewersCopy.VERDICT);
            } else {
                json.putNull("message");
            }
        } else {
            if (fault.seq() == null) {
                json.putNull("seq");
            } else {
                json.put("seq", fault.seq());
            }
            json.put("line", fault.line());
            json.put("rule", fault.rule().id());
            json.put("message", fault.message());
        }
        if (verdict.concealment().deals() > 0) {
            json.put("concealed", verdict.concealment().deals());
            json.put("shown", verdict.concealment().shown());
        }
        Rulings rulings = verdict.rulings();
        if (rulings.any()) {
            json.put("rulings", rulings.rulings());
            json.put("callsWithoutMove", rulings.withoutMove());
            json.put("appeals", rulings.appeals());
            json.put("dealsVoided", rulings.dealsVoided());
            json.put("dealsAwarded", rulings.dealsAwarded());
        }
        StateJson.putTrust(json, verdict.trust());
        return json;
    }

    /** {@code club.jsonl  club-9  invalid  37 events  seq 37, line 101  R-MELD  ben's meld ...} */
    public static String text(String file, Verdict verdict, Style style) {
        String match = verdict.match() == null ? "(no match)" : verdict.match();
        String events = verdict.events() + (verdict.events() == 1 ? " event" : " events");
        return switch (verdict.kind()) {
            case VALID, IN_PROGRESS -> String.join("  ", file, match, style.bold(verdict.kind().word()) + remarks(verdict), events,
                    Boolean.TRUE.equals(verdict.chained()) ? "chained" : "not chained");
            case EMPTY -> String.join("  ", file, style.alert("empty"), "no events: the log is empty or holds blank lines only");
            case REDACTED -> String.join("  ", file, match, style.alert("redacted"), events, ViewersCopy.VERDICT);
            case INVALID -> {
                Fault fault = verdict.fault();
                yield String.join("  ", file, match, style.alert("invalid") + remarks(verdict), events,
                        // a line whose seq cannot be read is found by its line number alone
                        (fault.seq() == null ? "" : "seq " + fault.seq() + ", ") + "line " + fault.line(),
                        style.bold(fault.rule().id()), fault.message());
            }
        };
    }

    /**
     * What a verdict adds in brackets: {@code  (signed by d75a9801… through seq 412, shuffle checked)}, {@code  (2 deals
     * concealed, hands shown in 0; 1 ruling, 1 without a move; 1 deal voided)}, or nothing. The rulings' counts come after
     * the concealed deals', each part set apart by "; " as their own counts are.
     */
    private static String remarks(Verdict verdict) {
        String rulings = verdict.rulings().words();
        String remarks = Stream.of(verdict.concealment().words(), rulings, verdict.trust().words())
                .filter(words -> !words.isEmpty()).collect(Collectors.joining(rulings.isEmpty() ? ", " : "; "));
        return remarks.isEmpty() ? "" : " (" + remarks + ")";
    }

    /** {@code 3 matches: 1 valid, 1 in progress, 1 invalid} */
    public static String summary(List<Verdict> verdicts) {
        long valid = verdicts.stream().filter(v -> v.kind() == Verdict.Kind.VALID).count();
        long inProgress = verdicts.stream().filter(v -> v.kind() == Verdict.Kind.IN_PROGRESS).count();
        long empty = verdicts.stream().filter(v -> v.kind() == Verdict.Kind.EMPTY).count();
        long copies = verdicts.stream().filter(v -> v.kind() == Verdict.Kind.REDACTED).count();
        long matches = verdicts.size() - empty;
        long invalid = matches - valid - inProgress - copies;
        return matches + (matches == 1 ? " match: " : " matches: ") + valid + " valid, " + inProgress + " in progress, "
                + invalid + " invalid" + (copies == 0 ? "" : ", " + copies + (copies == 1 ? " a viewer's copy" : " viewers' copies"))
                + (empty == 0 ? "" : "; " + empty + (empty == 1 ? " log" : " logs") + " with no events");
    }
}

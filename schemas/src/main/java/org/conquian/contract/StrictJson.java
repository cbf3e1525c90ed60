package org.conquian.contract;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.JsonNodeType;

import java.io.IOException;
import java.util.Iterator;
import java.util.Map;

/**
 * One line of JSON as the format reads it: I-JSON (RFC 7493) in UTF-8. Not JSON here are bytes that
 * are not UTF-8, a duplicate key, NaN, a lone surrogate escape, a number beyond the range of a double,
 * and anything after the value.
 */
public final class StrictJson {

    /** Shared and thread-safe once configured; reads and writes the format's JSON. */
    public static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .disable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .disable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .build();

    static {
        // Long numbers are still JSON (a long fraction is within a double's range), so lift the default cap.
        MAPPER.getFactory().setStreamReadConstraints(StreamReadConstraints.builder().maxNumberLength(100_000).build());
    }

    private StrictJson() {
    }

    /** The parsed value, or the reason the bytes are not I-JSON. */
    public sealed interface Parsed {
        record Value(JsonNode node) implements Parsed {
        }

        record NotJson(String reason) implements Parsed {
        }
    }

    public static Parsed parse(byte[] bytes, int offset, int length) {
        int bad = Utf8.firstInvalid(bytes, offset, length);
        if (bad >= 0) {
            return new Parsed.NotJson("byte " + (bad - offset + 1) + " is not UTF-8");
        }
        // The parser would skip a byte order mark, or take NUL bytes as a sign of UTF-16 or UTF-32:
        // here a BOM may only start the file, and a raw NUL is never JSON.
        if (length >= 3 && (bytes[offset] & 0xFF) == 0xEF && (bytes[offset + 1] & 0xFF) == 0xBB && (bytes[offset + 2] & 0xFF) == 0xBF) {
            return new Parsed.NotJson("a byte order mark may only start the file");
        }
        for (int i = offset; i < offset + length; i++) {
            if (bytes[i] == 0) {
                return new Parsed.NotJson("byte " + (i - offset + 1) + " is NUL");
            }
        }
        JsonNode node;
        try {
            node = MAPPER.readTree(bytes, offset, length);
        } catch (JsonProcessingException e) {
            return new Parsed.NotJson(describe(e));
        } catch (IOException e) {
            return new Parsed.NotJson(e.getMessage());
        }
        if (node == null || node.isMissingNode()) {
            return new Parsed.NotJson("it holds no JSON value");
        }
        String problem = iJsonProblem(node);
        return problem == null ? new Parsed.Value(node) : new Parsed.NotJson(problem);
    }

    private static String describe(JsonProcessingException e) {
        String message = e.getOriginalMessage();
        int cut = message.indexOf("\n");
        if (cut >= 0) {
            message = message.substring(0, cut);
        }
        JsonLocation location = e.getLocation();
        return location == null || location.getColumnNr() < 1 ? message : message + " at column " + location.getColumnNr();
    }

    /** What the parser lets through and I-JSON does not: lone surrogates, numbers beyond a double. */
    private static String iJsonProblem(JsonNode node) {
        JsonNodeType type = node.getNodeType();
        switch (type) {
            case STRING -> {
                return hasLoneSurrogate(node.textValue()) ? "a string holds a lone surrogate" : null;
            }
            case NUMBER -> {
                return Double.isInfinite(node.doubleValue()) ? "the number " + node + " is beyond the range of a double" : null;
            }
            case OBJECT -> {
                Iterator<Map.Entry<String, JsonNode>> fields = node.fields();
                while (fields.hasNext()) {
                    Map.Entry<String, JsonNode> field = fields.next();
                    if (hasLoneSurrogate(field.getKey())) {
                        return "a key holds a lone surrogate";
                    }
                    String problem = iJsonProblem(field.getValue());
                    if (problem != null) {
                        return problem;
                    }
                }
                return null;
            }
            case ARRAY -> {
                for (JsonNode element : node) {
                    String problem = iJsonProblem(element);
                    if (problem != null) {
                        return problem;
                    }
                }
                return null;
            }
            default -> {
                return null;
            }
        }
    }

    static boolean hasLoneSurrogate(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isHighSurrogate(c)) {
                if (i + 1 >= text.length() || !Character.isLowSurrogate(text.charAt(i + 1))) {
                    return true;
                }
                i++;
            } else if (Character.isLowSurrogate(c)) {
                return true;
            }
        }
        return false;
    }
}

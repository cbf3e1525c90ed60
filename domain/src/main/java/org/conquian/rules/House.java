package org.conquian.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The house rules a match declares ({@code MatchStarted.house}): exactly the keys the table declared, each with
 * its value, no default filled in, so that the record says what was declared. A key not declared is as the
 * profile has it. Keys this build does not play are kept by name ({@code unknown}), for the set-up of a match
 * to refuse: a declared rule is never ignored. Applied into a {@link Profile}, the rules ask the profile.
 *
 * <p>A value, as a record is; a class only so that each rule is read from the declared keys once: the judge asks
 * them at every move, and a lookup in the map each time was a good part of a partnership's audit.
 */
public final class House {

    /** No house rule: the profile as the rule book has it. */
    public static final House NONE = new House(Map.of(), List.of());

    private final Map<Key, Object> declared;
    private final List<String> unknown;
    private final boolean rearrange;
    private final DrawnDeal drawnDeal;
    private final boolean misdeal;
    private final NextDealer nextDealer;
    private final Offer offer;
    private final Revealer revealer;
    private final boolean meldFromHand;
    private final boolean partnership;

    /**
     * @param declared the keys declared, with their values: an {@code Integer}, a {@code Boolean}, or the key's {@link Word}
     * @param unknown  the names of declared keys this build does not play, in the order read
     */
    public House(Map<Key, Object> declared, List<String> unknown) {
        Map<Key, Object> checked = new EnumMap<>(Key.class);
        declared.forEach((key, value) -> checked.put(key, key.checked(value)));
        this.declared = Collections.unmodifiableMap(checked);
        this.unknown = List.copyOf(unknown);
        this.rearrange = (Boolean) checked.getOrDefault(Key.REARRANGE, true);
        this.drawnDeal = (DrawnDeal) checked.getOrDefault(Key.DRAWN_DEAL, DrawnDeal.NONE);
        this.misdeal = (Boolean) checked.getOrDefault(Key.MISDEAL, false);
        this.nextDealer = (NextDealer) checked.getOrDefault(Key.NEXT_DEALER, NextDealer.ROTATE);
        this.offer = (Offer) checked.getOrDefault(Key.OFFER, Offer.ONE);
        this.revealer = (Revealer) checked.getOrDefault(Key.REVEALER, Revealer.REJECTER);
        this.meldFromHand = (Boolean) checked.getOrDefault(Key.MELD_FROM_HAND, false);
        this.partnership = (Boolean) checked.getOrDefault(Key.PARTNERSHIP, false);
    }

    /** The keys declared, with their values: an {@code Integer}, a {@code Boolean}, or the key's {@link Word}. */
    public Map<Key, Object> declared() {
        return declared;
    }

    /** The names of declared keys this build does not play, in the order read. */
    public List<String> unknown() {
        return unknown;
    }

    /** The house rules of these keys and values, checked. */
    public static House of(Map<Key, Object> declared) {
        return new House(declared, List.of());
    }

    /**
     * The house rules a table declares by key names and values (an {@code Integer}, a {@code Boolean} or a
     * word), as a program sends them: a value out of its key's range is refused, naming the range; a name that
     * is no key is kept, for the set-up to refuse ({@link #refusal}).
     */
    public static House named(Map<String, ?> values) {
        Map<Key, Object> declared = new EnumMap<>(Key.class);
        List<String> unknown = new ArrayList<>();
        values.forEach((name, value) -> Key.byName(name).ifPresentOrElse(key -> declared.put(key, key.checked(value)), () -> unknown.add(name)));
        return new House(declared, unknown);
    }

    /**
     * Reads what a person writes: {@code KEY=VALUE[,KEY=VALUE...]}, and the seed's names of its variants as
     * shorthands ({@code twice-around}, {@code two-packs}, {@code discard-then-meld}, {@code partnership}), which
     * combine with keys: {@code two-packs,handSize=12}. Each text is one such list, as a repeated option gives
     * them. A key given twice with two values, an unknown key and a value out of range are refused, saying why.
     */
    public static House parse(Collection<String> texts) {
        Map<Key, Object> declared = new EnumMap<>(Key.class);
        for (String text : texts) {
            for (String item : text.split(",", -1)) {
                String trimmed = item.trim();
                if (trimmed.isEmpty()) {
                    throw new IllegalArgumentException("an empty house rule in '" + text + "': write KEY=VALUE[,KEY=VALUE...] or a variant ("
                            + Shorthand.names() + ")");
                }
                int equals = trimmed.indexOf('=');
                Map<Key, Object> rules = equals < 0 ? Shorthand.byName(trimmed).map(Shorthand::rules).orElseThrow(() -> new IllegalArgumentException(
                        "no house rule '" + trimmed + "': write KEY=VALUE (the keys are " + Key.names() + ") or a variant (" + Shorthand.names() + ")"))
                        : Map.of(key(trimmed.substring(0, equals).trim()), value(trimmed.substring(0, equals).trim(), trimmed.substring(equals + 1).trim()));
                rules.forEach((key, value) -> {
                    Object before = declared.putIfAbsent(key, value);
                    if (before != null && !before.equals(value)) {
                        throw new IllegalArgumentException("house rule " + key.key() + " is declared twice, as " + key.written(before) + " and as "
                                + key.written(value));
                    }
                });
            }
        }
        return of(declared);
    }

    /** {@link #parse(Collection)} of one text. */
    public static House parse(String text) {
        return parse(List.of(text));
    }

    private static Key key(String name) {
        return Key.byName(name).orElseThrow(() -> new IllegalArgumentException(unknownKeys(List.of(name))));
    }

    private static Object value(String name, String text) {
        return key(name).read(text);
    }

    /** Why keys this build does not play cannot be declared, listing the keys it does. */
    public static String unknownKeys(List<String> names) {
        return (names.size() == 1 ? "house rule " + names.getFirst() + " is not one" : "house rules " + String.join(", ", names) + " are not ones")
                + " this build plays (a declared house rule is never ignored); the keys are " + Key.names();
    }

    /**
     * Why a match of this profile (with its pack chosen), seating these players, cannot be played with these
     * house rules: keys this build does not play, {@code partnership} outside the profile that has it, players it does
     * not seat (before a deal's size is weighed: four at a table of two are no matter of the stock), a deal that
     * leaves no stock. Empty when it can. The one check of house rules, for a new match and for a
     * {@code MatchStarted} alike.
     */
    public Optional<String> refusal(Profile base, List<String> players) {
        if (!unknown.isEmpty()) {
            return Optional.of(unknownKeys(unknown));
        }
        if (partnership() && !base.takesPartnership()) {
            return Optional.of("partnership is played in " + Profile.ALL.stream().filter(Profile::takesPartnership).map(Profile::id)
                    .collect(Collectors.joining(" and ")) + " only (four players in two teams), not in " + base.id());
        }
        Profile played = base.housed(this);
        Optional<String> seats = played.seatsRefusal(players);
        if (seats.isPresent()) {
            return seats;
        }
        int needed = players.size() * played.handSize() + 1;
        if (needed > played.pack().size()) {
            int missing = needed - played.pack().size();
            return Optional.of(players.size() + " players dealt " + played.handSize() + " cards each leave no stock: the hands and a stock need at least "
                    + needed + " cards, the " + played.packInWords() + " has " + played.pack().size() + ", " + missing
                    + (missing == 1 ? " card" : " cards") + " missing");
        }
        return Optional.empty();
    }

    /** Every declaration a person may write, for completion: the seed's variants, then each key with each of its values ({@code handSize=14}). */
    public static List<String> declarations() {
        List<String> written = new ArrayList<>();
        Arrays.stream(Shorthand.values()).map(Shorthand::written).forEach(written::add);
        for (Key key : Key.values()) {
            List<Object> values = new ArrayList<>();
            if (key.whole()) {
                for (int value = key.least(); value <= key.most(); value++) {
                    values.add(value);
                }
            } else if (key.worded()) {
                values.addAll(key.words());
            } else {
                values.addAll(List.of(true, false));
            }
            values.forEach(value -> written.add(key.key() + "=" + key.written(value)));
        }
        return written;
    }

    /** Whether nothing is declared: the same as no house rules. */
    public boolean isEmpty() {
        return declared.isEmpty() && unknown.isEmpty();
    }

    /** The cards dealt to each player, when declared. */
    public Optional<Integer> handSize() {
        return Optional.ofNullable((Integer) declared.get(Key.HAND_SIZE));
    }

    /** How many packs, when declared. */
    public Optional<Integer> packs() {
        return Optional.ofNullable((Integer) declared.get(Key.PACKS));
    }

    /** The most cards of a run, when declared. */
    public Optional<Integer> runMax() {
        return Optional.ofNullable((Integer) declared.get(Key.RUN_MAX));
    }

    /** Whether a take may rearrange the melds laid out before it (false: discard-then-meld). */
    public boolean rearrange() {
        return rearrange;
    }

    public DrawnDeal drawnDeal() {
        return drawnDeal;
    }

    /** Whether a deal dealt with a wrong hand size is void and recorded as dealt. */
    public boolean misdeal() {
        return misdeal;
    }

    public NextDealer nextDealer() {
        return nextDealer;
    }

    public Offer offer() {
        return offer;
    }

    public Revealer revealer() {
        return revealer;
    }

    /** Whether a player may lay out melds from the hand without a take (a free meld). */
    public boolean meldFromHand() {
        return meldFromHand;
    }

    /** Whether four players play in two teams, pooling their melds. */
    public boolean partnership() {
        return partnership;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof House house && house.declared.equals(declared) && house.unknown.equals(unknown);
    }

    @Override
    public int hashCode() {
        return 31 * declared.hashCode() + unknown.hashCode();
    }

    /** The declared rules as a person writes them: {@code handSize=14,packs=2}; empty for none. */
    @Override
    public String toString() {
        List<String> items = new ArrayList<>();
        declared.forEach((key, value) -> items.add(key.key() + "=" + key.written(value)));
        unknown.forEach(name -> items.add(name + "=?"));
        return String.join(",", items);
    }

    /** Each key, in words, for {@code conquian rules --house}: its values, what it is when absent, and the words it rests on. */
    public static String describe() {
        StringBuilder text = new StringBuilder();
        for (Key key : Key.values()) {
            text.append(key.key()).append(" (").append(key.profiles()).append("): ").append(key.range()).append("; when absent, ")
                    .append(key.whenAbsent()).append(".\n    ").append(key.about()).append("\n    Rests on: ").append(key.source()).append("\n");
        }
        text.append("Variants, as shorthands that combine with keys: ");
        text.append(Arrays.stream(Shorthand.values()).map(shorthand -> shorthand.name + " = " + of(shorthand.rules())).collect(Collectors.joining("; ")));
        return text.append(".\n").toString();
    }

    /** A value of a key written as a word. */
    public interface Word {
        /** The word as {@code MatchStarted.house} writes it. */
        String word();
    }

    /** What a drawn deal gives ({@code drawnDeal}). */
    public enum DrawnDeal implements Word {
        /** Nothing: the deal passes as the profile says. */
        NONE("none"),
        /** A point to every player (every team), and the same dealer deals. */
        POINT_EACH("point-each"),
        /** Nothing, and the same dealer deals the hand again, freshly shuffled. */
        REPLAY("replay");

        private final String word;

        DrawnDeal(String word) {
            this.word = word;
        }

        @Override
        public String word() {
            return word;
        }
    }

    /** Who deals after a won deal ({@code nextDealer}). */
    public enum NextDealer implements Word {
        /** The deal passes as the profile says. */
        ROTATE("rotate"),
        /** The player who went out deals. */
        WINNER("winner");

        private final String word;

        NextDealer(String word) {
            this.word = word;
        }

        @Override
        public String word() {
            return word;
        }
    }

    /** To whom a card left in the centre is offered ({@code offer}). */
    public enum Offer implements Word {
        /** To the next player only, who takes or rejects it. */
        ONE("one"),
        /** Round the table: each in turn takes it or passes it on; the last takes or rejects it. */
        ROUND("round");

        private final String word;

        Offer(String word) {
            this.word = word;
        }

        @Override
        public String word() {
            return word;
        }
    }

    /** Who reveals after a rejection ({@code revealer}). */
    public enum Revealer implements Word {
        /** The rejecter, as the profile has it. */
        REJECTER("rejecter"),
        /** The player after the deal's last revealer. */
        ROTATION("rotation"),
        /** The player on the right of the player who left the rejected card. */
        NEXT("next");

        private final String word;

        Revealer(String word) {
            this.word = word;
        }

        @Override
        public String word() {
            return word;
        }
    }

    /** The keys of {@code house}, with their values and what they are when absent. */
    public enum Key {
        HAND_SIZE("handSize", "all profiles", 5, 14, null,
                "the profile's deal size (10; mexicana 8); 14 with packs 2 or partnership",
                "Each player is dealt handSize cards and goes out with handSize + 1 exposed: twice-around is handSize 14 (15 to go out), nine-card hands handSize 9.",
                "seed 002, \"Twice-around: Target is 15 melded cards instead of 11, with deal size of 13\" (read as 14 dealt, 15 to go out); the public apps' nine-card hands"),
        PACKS("packs", "all profiles", 1, 2, null, "1; 2 with partnership",
                "Two packs: every card twice; hands, stock and melds are multisets, but a meld never holds a card twice.",
                "seed 002, \"Two packs: Uses two 40-card packs (80 cards) and extends the meld target to 15\""),
        RUN_MAX("runMax", "all profiles", 3, 13, null, "8 in anglo-40, none in the others",
                "A run has 3 to runMax cards; runMax at or above the suit's length is no maximum.",
                "seed 004, \"a sequence cannot contain more than eight cards\"; the public apps' runs past 8"),
        REARRANGE("rearrange", "all profiles", 0, 0, null, "true",
                "false (discard-then-meld): a take keeps every meld laid out before it, only extending one; a force must fit one meld as it is.",
                "seed 002, \"the drawn card must always be used or immediately discarded before any borrowing/rearranging\""),
        DRAWN_DEAL("drawnDeal", "all profiles", 0, 0, DrawnDeal.values(), "\"none\"",
                "point-each: a drawn deal gives every player (team) a point and the same dealer deals; replay: the same dealer deals again.",
                "seed 002, \"some houses credit both players with one point and redeal; others replay the hand for the same stake\""),
        MISDEAL("misdeal", "all profiles", 0, 0, null, "false",
                "true: a deal with a hand of the wrong size is recorded as dealt and ended void; the same dealer deals again.",
                "seed 002, \"If either hand is dealt the wrong number of cards, the deal is void and the same dealer redeals\""),
        NEXT_DEALER("nextDealer", "all profiles", 0, 0, NextDealer.values(), "\"rotate\"",
                "winner: the player who went out deals the next deal.",
                "the public apps' winner deals"),
        OFFER("offer", "all profiles", 0, 0, Offer.values(), "\"one\"",
                "round: a card left in the centre is offered round the table; each takes it or passes it on, the last takes or rejects it.",
                "the public apps' card offered round the table"),
        REVEALER("revealer", "all profiles", 0, 0, Revealer.values(), "\"rejecter\"",
                "rotation: after a rejection the player after the deal's last revealer reveals; next: the player on the right of who left the card.",
                "the public apps, \"if nobody wants it, the player on his right reveals, as if he had drawn it\""),
        MELD_FROM_HAND("meldFromHand", "all profiles", 0, 0, null, "false",
                "true: the player to act may lay out melds from the hand without a take (a free meld), which never wins.",
                "the public apps' melds laid from hand; seed 002, \"you cannot win by melding alone from your hand without taking a new card that turn\""),
        PARTNERSHIP("partnership", "pagat-upcard only", 0, 0, null, "false",
                "true: four players in two teams, partners opposite; each team's melds pool; a deal won scores for the team.",
                "seed 002, \"Partnership Conquian (four players): 4 players in 2 partnerships, each team's melds pool; target is 15\"");

        private final String key;
        private final String profiles;
        private final int min;
        private final int max;
        private final Word[] words;
        private final String whenAbsent;
        private final String about;
        private final String source;

        Key(String key, String profiles, int min, int max, Word[] words, String whenAbsent, String about, String source) {
            this.key = key;
            this.profiles = profiles;
            this.min = min;
            this.max = max;
            this.words = words;
            this.whenAbsent = whenAbsent;
            this.about = about;
            this.source = source;
        }

        /** The key as {@code MatchStarted.house} writes it. */
        public String key() {
            return key;
        }

        public static Optional<Key> byName(String name) {
            return Arrays.stream(values()).filter(key -> key.key.equals(name)).findFirst();
        }

        /** The keys, for messages: {@code handSize, packs, ...}. */
        public static String names() {
            return Arrays.stream(values()).map(Key::key).collect(Collectors.joining(", "));
        }

        /** The profiles the key may be declared in, in words. */
        public String profiles() {
            return profiles;
        }

        /** Whether the key's values are integers ({@link #least()} to {@link #most()}). */
        public boolean whole() {
            return max > 0;
        }

        /** Whether the key's values are words ({@link #words()}). */
        public boolean worded() {
            return words != null;
        }

        public int least() {
            return min;
        }

        public int most() {
            return max;
        }

        /** The words the key takes, when it takes words. */
        public List<Word> words() {
            return words == null ? List.of() : List.of(words);
        }

        /** The values the key takes, in words: {@code an integer from 5 to 14}. */
        public String range() {
            if (whole()) {
                return max - min == 1 ? "the integer " + min + " or " + max : "an integer from " + min + " to " + max;
            }
            if (worded()) {
                List<String> quoted = Arrays.stream(words).map(word -> "\"" + word.word() + "\"").toList();
                return String.join(", ", quoted.subList(0, quoted.size() - 1)) + " or " + quoted.getLast();
            }
            return "true or false";
        }

        public String whenAbsent() {
            return whenAbsent;
        }

        /** What the key changes, in a sentence. */
        public String about() {
            return about;
        }

        /** The seed's or the apps' words the key rests on. */
        public String source() {
            return source;
        }

        /** The value written in text ({@code 14}, {@code true}, {@code point-each}), checked, or why not. */
        public Object read(String text) {
            if (whole()) {
                try {
                    return checked(Integer.parseInt(text));
                } catch (NumberFormatException e) {
                    throw refused(text);
                }
            }
            if (worded()) {
                return Arrays.stream(words).filter(word -> word.word().equals(text)).findFirst().orElseThrow(() -> refused(text));
            }
            return switch (text) {
                case "true" -> true;
                case "false" -> false;
                default -> throw refused(text);
            };
        }

        /**
         * The value, if it is one of this key's: a whole number in range (an {@code Integer}, or a {@code Long} or
         * {@code Short} as a JSON reader may give it, never a fraction), a {@code Boolean}, or one of its words (as a
         * word or a string).
         */
        public Object checked(Object value) {
            Objects.requireNonNull(value, key);
            if (whole()) {
                if ((value instanceof Integer || value instanceof Long || value instanceof Short) && ((Number) value).longValue() >= min
                        && ((Number) value).longValue() <= max) {
                    return ((Number) value).intValue();
                }
            } else if (worded()) {
                for (Word word : words) {
                    if (word.equals(value) || word.word().equals(value)) {
                        return word;
                    }
                }
            } else if (value instanceof Boolean) {
                return value;
            }
            throw refused(value instanceof String text ? "\"" + text + "\"" : String.valueOf(value));
        }

        private IllegalArgumentException refused(String value) {
            return new IllegalArgumentException("house rule " + key + " is " + range() + ", not " + value);
        }

        /** A value of this key as {@code KEY=VALUE} writes it. */
        public String written(Object value) {
            return value instanceof Word word ? word.word() : String.valueOf(value);
        }
    }

    /** The seed's names of its variants, each a shorthand for the keys it declares. */
    public enum Shorthand {
        TWICE_AROUND("twice-around", Key.HAND_SIZE, 14),
        TWO_PACKS("two-packs", Key.PACKS, 2),
        DISCARD_THEN_MELD("discard-then-meld", Key.REARRANGE, false),
        PARTNERSHIP("partnership", Key.PARTNERSHIP, true);

        private final String name;
        private final Key key;
        private final Object value;

        Shorthand(String name, Key key, Object value) {
            this.name = name;
            this.key = key;
            this.value = value;
        }

        /** The name as a person writes it: {@code twice-around}. */
        public String written() {
            return name;
        }

        /** The keys it declares. */
        public Map<Key, Object> rules() {
            Map<Key, Object> rules = new LinkedHashMap<>();
            rules.put(key, value);
            return rules;
        }

        public static Optional<Shorthand> byName(String name) {
            return Arrays.stream(values()).filter(shorthand -> shorthand.name.equals(name)).findFirst();
        }

        /** The names, for messages. */
        public static String names() {
            return Arrays.stream(values()).map(Shorthand::written).collect(Collectors.joining(", "));
        }
    }
}

package org.conquian.recorder;

import org.conquian.card.Card;
import org.conquian.card.CardSet;
import org.conquian.contract.Syntax;
import org.conquian.rules.House;
import org.conquian.rules.Options;
import org.conquian.rules.Profile;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * A new match, checked once for every door (the command line, {@code record --stdin}, the server): its players in
 * order of play, the profile and its options and house rules, the first dealer (drawn from the packs' seed when none is
 * named) and where the deals come from. Once started it is the match's {@code MatchSetup}; the rules judge its start again.
 */
public record NewMatch(List<String> players, Profile profile, Options options, Optional<String> firstDealer, Deals deals) {

    public NewMatch {
        players = List.copyOf(players);
    }

    /** Where the deals come from. */
    public sealed interface Deals {

        /** Shuffled by the recorder from the seed (a secure random one when none is given), these packs first. */
        record Shuffled(OptionalLong seed, List<List<Card>> given) implements Deals {
            public Shuffled {
                given = List.copyOf(given);
            }
        }

        /** Dealt at a real table, face down; the seed, if any, draws the first dealer. */
        record Concealed(OptionalLong seed) implements Deals {
        }

        /** A committed shuffle, with the players' salt if they gave one already. */
        record Committed(Optional<String> salt) implements Deals {
        }

        /** The packs these deals come from; a committed shuffle's from a fresh secret seed. */
        default Packs packs() {
            return switch (this) {
                case Shuffled shuffled -> seeded(shuffled.seed()).startingWith(shuffled.given());
                case Concealed concealed -> seeded(concealed.seed()).faceDown();
                case Committed committed -> Packs.committed(committed.salt().orElse(null));
            };
        }

        private static Packs seeded(OptionalLong seed) {
            return seed.isPresent() ? Packs.seeded(seed.getAsLong()) : Packs.random();
        }
    }

    /**
     * What a door was asked, as given: null where nothing was. {@code deck}, {@code forcedMeld} and {@code targetWins}
     * are the profile's options; {@code house} the house rules declared, as the door read them ({@link House#NONE} for
     * none); {@code packs} the packs given to deal first.
     */
    public record Asked(List<String> players, String rules, Integer deck, Boolean forcedMeld, Integer targetWins, House house, String firstDealer,
                        Long seed, List<List<Card>> packs, boolean concealed, boolean fair, String salt) {

        public Asked {
            Objects.requireNonNull(house, "house");
        }

        /** Only where the deals come from, as a match that is resumed is asked. */
        public static Asked deals(Long seed, List<List<Card>> packs, boolean concealed, boolean fair, String salt) {
            return new Asked(List.of(), Profile.ANGLO_40.id(), null, null, null, House.NONE, null, seed, packs, concealed, fair, salt);
        }
    }

    /** What may be asked of a new match, named as each door names it. */
    public enum Field {
        PLAYERS, RULES, OPTIONS, HOUSE, SEED, PACKS, CONCEALED, FAIR, SALT;

        /** Whether a mistake in it is one of the profile: which profile, whom it seats, what it chooses, its house rules. */
        public boolean ofProfile() {
            return this == PLAYERS || this == RULES || this == OPTIONS || this == HOUSE;
        }
    }

    /** A door, for its names of the fields in messages. */
    public enum Door {
        /** Options: {@code --seed}. */
        COMMAND_LINE,
        /** The fields of a JSON request: {@code `seed`}. */
        REQUEST;

        String name(Field field) {
            String word = switch (field) {
                case PLAYERS -> "players";
                case RULES -> "rules";
                case OPTIONS -> "deck";
                case HOUSE -> "house";
                case SEED -> "seed";
                case PACKS -> "packs";
                case CONCEALED -> "concealed";
                case FAIR -> "fair";
                case SALT -> "salt";
            };
            return this == COMMAND_LINE ? "--" + word : "`" + word + "`";
        }

        /** The field as the subject of a sentence about the match it makes. */
        String subject(Field field) {
            return this == COMMAND_LINE ? name(field) : "a " + name(field).replace("`", "") + " match";
        }

        /** A field that is true or false, set to true: {@code --fair}, {@code `"fair": true`}. */
        String on(Field field) {
            return this == COMMAND_LINE ? name(field) : "`\"" + name(field).replace("`", "") + "\": true`";
        }

        /** The field set to a value: {@code --rules mexicana}, {@code "rules":"mexicana"}. */
        String setting(Field field, String value) {
            return this == COMMAND_LINE ? name(field) + " " + value
                    : "\"" + name(field).replace("`", "") + "\":" + (value.equals("true") ? value : "\"" + value + "\"");
        }
    }

    /** A mistake in what a new match was asked: one message each, in the door's words. */
    public static final class Mistake extends IllegalArgumentException {
        private final Field field;

        Mistake(Field field, String message) {
            super(message);
            this.field = field;
        }

        public Field field() {
            return field;
        }
    }

    /**
     * The new match asked for, or the first mistake in it. A set-up its house rules refuse (a key this build does not
     * play, {@code partnership} outside the profile that has it, a deal that leaves no stock, four players in a
     * partnership) is a mistake in {@link Field#HOUSE}: the same players and profile without them would do.
     */
    public static NewMatch check(Asked asked, Door door) {
        for (String player : asked.players()) {
            if (!Syntax.isPlayerId(player)) {
                // the log would hold a MatchStarted no audit reads: refused before anything is written
                throw new Mistake(Field.PLAYERS, "a player id is 1 to 32 of A-Z a-z 0-9 . _ -, not \"" + player + "\"");
            }
        }
        Options options;
        try {
            options = new Options(asked.deck(), asked.forcedMeld(), asked.targetWins(), asked.house());
        } catch (IllegalArgumentException e) {
            throw new Mistake(Field.OPTIONS, e.getMessage());
        }
        Profile.Chosen.Set chosen = switch (Profile.choose(asked.rules(), asked.players(), options)) {
            case Profile.Chosen.Set set -> set;
            case Profile.Chosen.Refused refused when !asked.house().isEmpty() && Profile.byId(asked.rules()).isPresent()
                    && Profile.choose(asked.rules(), asked.players(), options.withHouse(House.NONE)) instanceof Profile.Chosen.Set ->
                    throw new Mistake(Field.HOUSE, door.name(Field.HOUSE) + ": " + refused.why());
            case Profile.Chosen.Refused refused -> throw new Mistake(Profile.byId(asked.rules()).isEmpty() ? Field.RULES : Field.PLAYERS,
                    refused.why() + Profile.seating(asked.players().size()).filter(other -> !other.id().equals(asked.rules()))
                            .filter(other -> Profile.byId(asked.rules()).isPresent() && asked.house().isEmpty())
                            .map(other -> ": add " + door.setting(Field.RULES, other.id())).orElse(""));
        };
        Profile profile = chosen.profile();
        Deals deals = deals(asked, door);
        if (asked.packs() != null) {
            for (List<Card> pack : asked.packs()) {
                if (!CardSet.of(pack).equals(profile.pack())) {
                    throw new Mistake(Field.PACKS, door.name(Field.PACKS) + ": a pack of this match is the " + profile.packInWords()
                            + (profile.packs() == 2 ? ", each card twice" : ", each card once") + "; this one has " + pack.size() + " cards");
                }
            }
        }
        return new NewMatch(asked.players(), profile, chosen.options(), Optional.ofNullable(asked.firstDealer()), deals);
    }

    /** Where the deals of a match asked so come from, or the first mistake in it: a committed shuffle takes no seed, packs or concealed deal. */
    public static Deals deals(Asked asked, Door door) {
        if (asked.salt() != null && !asked.fair()) {
            throw new Mistake(Field.SALT, door.name(Field.SALT) + " goes with " + door.on(Field.FAIR));
        }
        if (asked.fair()) {
            for (Field other : List.of(Field.SEED, Field.PACKS, Field.CONCEALED)) {
                if (other == Field.SEED && asked.seed() != null || other == Field.PACKS && asked.packs() != null || other == Field.CONCEALED && asked.concealed()) {
                    throw new Mistake(Field.FAIR, door.subject(Field.FAIR) + " deals every deal from its committed seed: it takes no " + door.name(other));
                }
            }
            if (asked.salt() != null) {
                Packs.saltRefusal(asked.salt()).ifPresent(why -> {
                    throw new Mistake(Field.SALT, door.name(Field.SALT) + ": " + why);
                });
            }
            return new Deals.Committed(Optional.ofNullable(asked.salt()));
        }
        OptionalLong seed = asked.seed() == null ? OptionalLong.empty() : OptionalLong.of(asked.seed());
        if (asked.concealed()) {
            if (asked.packs() != null) {
                throw new Mistake(Field.CONCEALED, door.subject(Field.CONCEALED) + " deals at the table, face down: it takes no " + door.name(Field.PACKS));
            }
            return new Deals.Concealed(seed);
        }
        List<List<Card>> packs = asked.packs() == null ? List.of() : asked.packs();
        Packs.packsRefusal(packs).ifPresent(why -> {
            throw new Mistake(Field.PACKS, door.name(Field.PACKS) + ": " + why);
        });
        return new Deals.Shuffled(seed, packs);
    }
}

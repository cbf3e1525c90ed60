package org.conquian.cli;

import org.conquian.card.Card;
import org.conquian.recorder.NewMatch;
import org.conquian.rules.House;
import org.conquian.rules.Profile;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Which profile a new match plays and what it chooses: {@code --rules PROFILE}, in the profiles that take them
 * (pagat-upcard and mexicana) {@code --deck 40|52}, {@code --no-forced-meld} and {@code --target-wins N}, and in every
 * profile its house rules, {@code --house KEY=VALUE[,KEY=VALUE...]} (repeatable; the seed's variants as shorthands).
 */
public final class RulesOptions {

    /** The command these options belong to: a mistake in them is one of usage, told with the command's --help. */
    @Spec(Spec.Target.MIXEE)
    CommandSpec spec;

    @Option(names = "--rules", paramLabel = "PROFILE", defaultValue = "anglo-40", completionCandidates = CompletionCommand.Profiles.class,
            description = "The rule profile: anglo-40 (two players, 40 cards, to 3 wins), pagat-upcard (a starter turned up after the deal, "
                    + "to 10 wins) or mexicana (two or three players, 8 cards, the cambio, to 1 win) (default: ${DEFAULT-VALUE}).")
    String rules;

    @Option(names = "--deck", paramLabel = "40|52", description = "pagat-upcard and mexicana: play with the 52-card pack (8, 9 and 10 kept) (default: 40).")
    Integer deck;

    @Option(names = "--no-forced-meld", description = "pagat-upcard and mexicana: no card may be forced.")
    boolean noForcedMeld;

    @Option(names = "--target-wins", paramLabel = "N", description = "pagat-upcard and mexicana: won deals that win the match, 1 to 1000 (default: 10 in pagat-upcard, 1 in mexicana).")
    Integer targetWins;

    @Option(names = "--house", paramLabel = "KEY=VALUE[,...]", completionCandidates = CompletionCommand.HouseRules.class,
            description = "House rules the table plays, in any profile: KEY=VALUE[,KEY=VALUE...], or a variant of the seed, twice-around (handSize=14), "
                    + "two-packs (packs=2), discard-then-meld (rearrange=false) or partnership (pagat-upcard, four players); variants and keys "
                    + "combine, and the option may be repeated. The keys, their values and defaults: conquian rules --house.")
    List<String> house = new ArrayList<>();

    /** The profile named, which this build must play. */
    Profile profile() {
        return Profile.byId(rules).orElseThrow(() -> usage(Profile.notPlayed(rules)));
    }

    /**
     * Bots for the table these options ask for, named ana, ben, cruz and dee: as many as it seats at the most (three in
     * mexicana, four in a partnership) or at the least (two, four in a partnership).
     */
    List<String> bots(boolean most) {
        Profile table = profile().housed(house());
        List<String> names = List.of("ana", "ben", "cruz", "dee");
        for (int seats : most ? new int[] {4, 3, 2} : new int[] {2, 3, 4}) {
            if (table.seats(seats)) {
                return names.subList(0, seats);
            }
        }
        return names.subList(0, 2);
    }

    /** The ids given with --players, A,B or A,B,C, in order of play. */
    List<String> seated(String players) {
        List<String> seated = Arrays.stream(players.split(",", -1)).map(String::strip).toList();
        if (seated.contains("")) {
            throw usage("--players takes the players' ids joined by commas, in order of play: --players ana,ben, not --players " + players);
        }
        return seated;
    }

    /**
     * The new match these options ask for, with what the command asks besides (null where it asks nothing), checked as
     * every door's is: a mistake in the profile, its players or its options is one of usage.
     */
    NewMatch newMatch(List<String> players, TrustOptions trust, String firstDealer, Long seed, List<List<Card>> packs, boolean concealed) {
        try {
            return NewMatch.check(new NewMatch.Asked(players, rules, deck, noForcedMeld ? Boolean.FALSE : null, targetWins, house(), firstDealer,
                    seed, packs, concealed, trust.fair, trust.salt), NewMatch.Door.COMMAND_LINE);
        } catch (NewMatch.Mistake e) {
            throw e.field().ofProfile() ? usage(e.getMessage()) : e;
        }
    }

    /** The house rules declared with --house, read as a person writes them; a mistake in them is one of usage. */
    House house() {
        try {
            return House.parse(house);
        } catch (IllegalArgumentException e) {
            throw usage("--house: " + e.getMessage());
        }
    }

    private ParameterException usage(String message) {
        return new ParameterException(spec.commandLine(), message);
    }
}

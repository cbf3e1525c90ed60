package org.conquian.cli;

import org.conquian.game.Variant;
import org.conquian.rules.Options;
import org.conquian.rules.Profile;
import picocli.CommandLine.Option;

import java.util.List;
import java.util.Set;


/**
 * Which tradition a new match plays and what it chooses: {@code --rules PROFILE}, and in the profiles that
 * take them {@code --deck 40|52}, {@code --no-forced-meld} and {@code --target-wins N}.
 */
public final class RulesOptions {

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

    /** The profile, which this build must implement. */
    Profile profile() {
        Profile profile = Variant.implemented(rules).orElseThrow(() -> new IllegalArgumentException(
                "--rules " + rules + " is not a profile this build plays; it plays " + Variant.played()));
        if (!profile.takesOptions() && (deck != null || noForcedMeld || targetWins != null)) {
            throw new IllegalArgumentException(profile.id() + " has no options: --deck, --no-forced-meld and --target-wins belong to pagat-upcard");
        }
        return profile;
    }

    /** The players given with --players, checked against the profile: two, or up to three in mexicana, all different. */
    List<String> seated(List<String> players) {
        Profile profile = profile();
        if (players.size() < 2 || players.size() > profile.mostPlayers() || Set.copyOf(players).size() != players.size()) {
            throw new IllegalArgumentException("--players takes " + profile.playersInWords()
                    + " different ids in " + profile.id() + ", in order of play, e.g. --players "
                    + (profile.mostPlayers() == 2 ? "ana,ben" : "ana,ben,cruz"));
        }
        return players;
    }

    /** What the match chooses; checked for its ranges. */
    Options options() {
        return new Options(deck, noForcedMeld ? Boolean.FALSE : null, targetWins);
    }
}

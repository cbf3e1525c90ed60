package org.conquian.rules;

import org.conquian.command.Command;
import org.conquian.event.MatchStarted;
import org.conquian.game.MatchState;
import org.conquian.testkit.Scenario;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.conquian.testkit.Fixtures.ANA;
import static org.conquian.testkit.Fixtures.BEN;

/**
 * A match's house rules: read as a person writes them (keys and the seed's shorthands), described for the rule
 * book, set up or refused with the one check a new match and its MatchStarted share (R-MATCH), and applied into the
 * profile the match plays.
 */
class HouseSetUpTest {

    private static final List<String> TWO = List.of(ANA, BEN);
    private static final List<String> FOUR = List.of(ANA, BEN, "cruz", "dee");

    @Test
    void keysAndTheSeedsShorthandsAreReadAndCombine() {
        House house = House.parse(List.of("two-packs,handSize=12", "discard-then-meld", "drawnDeal=point-each,offer=round"));
        assertThat(house.packs()).contains(2);
        assertThat(house.handSize()).contains(12);
        assertThat(house.rearrange()).isFalse();
        assertThat(house.drawnDeal()).isEqualTo(House.DrawnDeal.POINT_EACH);
        assertThat(house.offer()).isEqualTo(House.Offer.ROUND);
        assertThat(house.declared()).containsOnlyKeys(House.Key.PACKS, House.Key.HAND_SIZE, House.Key.REARRANGE, House.Key.DRAWN_DEAL, House.Key.OFFER);
        assertThat(House.parse("twice-around")).isEqualTo(House.of(Map.of(House.Key.HAND_SIZE, 14)));
        assertThat(House.parse("partnership").partnership()).isTrue();
        assertThat(house.toString()).isEqualTo("handSize=12,packs=2,rearrange=false,drawnDeal=point-each,offer=round");
    }

    @Test
    void aBadHouseRuleIsRefusedSayingWhy() {
        assertThatThrownBy(() -> House.parse("jokers=2")).hasMessage("house rule jokers is not one this build plays (a declared house rule is never"
                + " ignored); the keys are handSize, packs, runMax, rearrange, drawnDeal, misdeal, nextDealer, offer, revealer, meldFromHand, partnership");
        assertThatThrownBy(() -> House.parse("handSize=15")).hasMessage("house rule handSize is an integer from 5 to 14, not 15");
        assertThatThrownBy(() -> House.parse("packs=3")).hasMessage("house rule packs is the integer 1 or 2, not 3");
        assertThatThrownBy(() -> House.parse("rearrange=no")).hasMessage("house rule rearrange is true or false, not no");
        assertThatThrownBy(() -> House.parse("drawnDeal=split")).hasMessage("house rule drawnDeal is \"none\", \"point-each\" or \"replay\", not split");
        assertThatThrownBy(() -> House.parse("twice")).hasMessageContaining("no house rule 'twice'").hasMessageContaining("twice-around, two-packs");
        assertThatThrownBy(() -> House.parse("twice-around,handSize=12")).hasMessage("house rule handSize is declared twice, as 14 and as 12");
        assertThatThrownBy(() -> House.named(Map.of("runMax", 2))).hasMessage("house rule runMax is an integer from 3 to 13, not 2");
        assertThatThrownBy(() -> House.named(Map.of("handSize", 13.0))).hasMessage("house rule handSize is an integer from 5 to 14, not 13.0");
        assertThat(House.named(Map.of("handSize", 13L, "offer", "round", "misdeal", true)))
                .isEqualTo(House.of(Map.of(House.Key.HAND_SIZE, 13, House.Key.OFFER, House.Offer.ROUND, House.Key.MISDEAL, true)));
    }

    @Test
    void everyKeyIsDescribedWithItsValuesItsDefaultAndTheWordsItRestsOn() {
        String described = House.describe();
        for (House.Key key : House.Key.values()) {
            assertThat(described).contains(key.key() + " (" + key.profiles() + "): " + key.range() + "; when absent, " + key.whenAbsent());
            assertThat(described).contains(key.source());
        }
        assertThat(described).contains("twice-around = handSize=14", "two-packs = packs=2", "discard-then-meld = rearrange=false",
                "partnership = partnership=true");
        assertThat(House.Key.HAND_SIZE.source()).contains("Target is 15 melded cards instead of 11");
    }

    @Test
    void theSetUpRefusesUnknownKeysPartnershipOutsidePagatUpcardAndADealWithNoStock() {
        assertThat(Profile.choose("anglo-40", TWO, Options.NONE.withHouse(House.named(Map.of("twiceAround", true)))))
                .isEqualTo(new Profile.Chosen.Refused("house rule twiceAround is not one this build plays (a declared house rule is never ignored);"
                        + " the keys are " + House.Key.names()));
        assertThat(Profile.choose("mexicana", TWO, Options.NONE.withHouse(House.parse("partnership"))))
                .isEqualTo(new Profile.Chosen.Refused("partnership is played in pagat-upcard only (four players in two teams), not in mexicana"));
        assertThat(Profile.choose("mexicana", List.of(ANA, BEN, "cruz"), Options.NONE.withHouse(House.parse("handSize=14"))))
                .isEqualTo(new Profile.Chosen.Refused("3 players dealt 14 cards each leave no stock: the hands and a stock need at least 43 cards,"
                        + " the 40-card pack (no 8s, 9s or 10s) has 40, 3 cards missing"));
        assertThat(Profile.choose("pagat-upcard", FOUR, Options.NONE.withHouse(House.parse("partnership,packs=1"))))
                .isEqualTo(new Profile.Chosen.Refused("4 players dealt 14 cards each leave no stock: the hands and a stock need at least 57 cards,"
                        + " the 40-card pack (no 8s, 9s or 10s) has 40, 17 cards missing"));
        assertThat(Profile.choose("mexicana", List.of(ANA, BEN, "cruz"), new Options(52, null, null, House.parse("handSize=14"))))
                .isInstanceOf(Profile.Chosen.Set.class);
        assertThat(Profile.choose("pagat-upcard", FOUR, new Options(52, null, null, House.parse("partnership,packs=1"))))
                .isEqualTo(new Profile.Chosen.Refused("4 players dealt 14 cards each leave no stock: the hands and a stock need at least 57 cards,"
                        + " the 52-card pack has 52, 5 cards missing"));
        assertThat(Profile.choose("pagat-upcard", TWO, Options.NONE.withHouse(House.parse("partnership"))))
                .isEqualTo(new Profile.Chosen.Refused("a match of pagat-upcard in partnership is played by four different players, not ana and ben"));
        assertThat(Profile.choose("pagat-upcard", FOUR, Options.NONE.withHouse(House.parse("partnership")))).isInstanceOf(Profile.Chosen.Set.class);
        assertThat(Profile.choose("anglo-40", TWO, Options.NONE.withHouse(House.parse("partnership=false")))).isInstanceOf(Profile.Chosen.Set.class);
    }

    @Test
    void fourPlayersAtATableOfTwoAreToldWhereFourPlay() {
        String seated = "a match of pagat-upcard is played by two different players, not ana and ben and cruz and dee;"
                + " four play pagat-upcard in partnership (house rule partnership)";
        // not the stock that four hands of ten leave (none): four do not sit at this table at all
        assertThat(Profile.choose("pagat-upcard", FOUR, Options.NONE)).isEqualTo(new Profile.Chosen.Refused(seated));
        assertThat(Profile.choose("pagat-upcard", FOUR, Options.NONE.withHouse(House.parse("packs=2")))).isEqualTo(new Profile.Chosen.Refused(seated));
        assertThat(Profile.choose("anglo-40", FOUR, Options.NONE)).isEqualTo(new Profile.Chosen.Refused(
                "a match of anglo-40 is played by two different players, not ana and ben and cruz and dee; four play pagat-upcard in partnership"
                        + " (house rule partnership)"));
    }

    @Test
    void aMatchStartedWithHouseRulesTheAuditorDoesNotImplementBreaksRMatch() {
        Scenario.given().whenEvent(new MatchStarted(TWO, "anglo-40", 3, BEN).withHouse(House.named(Map.of("jokers", 2))))
                .thenViolation(RuleId.MATCH, "house rule jokers is not one this build plays");
        Scenario.given().whenEvent(new MatchStarted(TWO, "anglo-40", 3, BEN).withHouse(House.parse("partnership")))
                .thenViolation(RuleId.MATCH, "partnership is played in pagat-upcard only");
        Scenario.given().whenEvent(new MatchStarted(FOUR, "pagat-upcard", 5, BEN).withHouse(House.parse("partnership,packs=1")))
                .thenViolation(RuleId.MATCH, "17 cards missing");
        Scenario.given().whenEvent(new MatchStarted(FOUR, "pagat-upcard", 5, BEN).withHouse(House.parse("partnership"))).thenApplied();
    }

    @Test
    void aStartRecordsExactlyTheDeclaredHouseRules() {
        House declared = House.parse("twice-around,meldFromHand=true");
        Scenario.given().when(new Command.StartMatch(TWO, "anglo-40", BEN, Options.NONE.withHouse(declared)))
                .thenEvents(new MatchStarted(TWO, "anglo-40", 3, BEN).withHouse(declared));
        Scenario.given().when(new Command.StartMatch(TWO, "anglo-40", BEN, Options.NONE.withHouse(House.parse("packs=3".replace("3", "2")))))
                .thenEvents(new MatchStarted(TWO, "anglo-40", 3, BEN).withHouse(House.parse("two-packs")));
    }

    @Test
    void noHouseRuleIsTheProfileAsTheRuleBookHasIt() {
        MatchState.Started none = Scenario.given(new MatchStarted(TWO, "anglo-40", 3, BEN)).state();
        MatchState.Started empty = Scenario.given(new MatchStarted(TWO, "anglo-40", 3, BEN).withHouse(House.named(Map.of()))).state();
        assertThat(empty.profile()).isEqualTo(none.profile()).isEqualTo(Profile.ANGLO_40);
    }

    @Test
    void houseRulesAreAppliedIntoTheProfile() {
        Profile twicePacks = Profile.PAGAT_UPCARD.housed(House.parse("two-packs"));
        assertThat(twicePacks.pack().size()).isEqualTo(80);
        assertThat(twicePacks.handSize()).isEqualTo(14);
        assertThat(twicePacks.stockSize(2)).isEqualTo(52);
        assertThat(Profile.PAGAT_UPCARD.chosen(new Options(52, null, 2, House.parse("two-packs"))).stockSize(2)).isEqualTo(76);
        Profile partnership = Profile.PAGAT_UPCARD.housed(House.parse("partnership"));
        assertThat(partnership.pack().size()).isEqualTo(80);
        assertThat(partnership.stockSize(4)).isEqualTo(24);
        assertThat(partnership.seats(4)).isTrue();
        assertThat(partnership.seats(2)).isFalse();
        assertThat(Profile.PAGAT_UPCARD.housed(House.parse("two-packs,handSize=10")).handSize()).isEqualTo(10);
        assertThat(Profile.ANGLO_40.housed(House.parse("runMax=10")).runSizes().max()).isEqualTo(10);
        assertThat(Profile.ANGLO_40.housed(House.parse("runMax=5")).runSizes().max()).isEqualTo(5);
        assertThat(Profile.ANGLO_40.housed(House.parse("partnership")).seats(2)).isTrue();
    }
}

package org.conquian.cli;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaAccess;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.core.importer.Location;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.security.SecureRandom;
import java.util.Random;
import java.util.concurrent.ThreadLocalRandom;
import java.util.stream.Stream;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.belongToAnyOf;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/**
 * The shape of the whole program, checked on its classes: the modules in layers (the domain at the bottom, the
 * command line at the top), no cycle between packages, a domain that uses the JDK alone and no I/O, clock or
 * unseeded randomness in it, and a command line that reaches the library only through its public classes and
 * members. The rules live in the command line's tests because that is the one module that sees every other one.
 */
class ArchitectureTest {

    /** The domain's packages: cards, melds, events, the game and its rules, the audit, the observer. */
    private static final String[] DOMAIN = {"org.conquian.audit..", "org.conquian.bot..", "org.conquian.card..", "org.conquian.command..",
            "org.conquian.event..", "org.conquian.game..", "org.conquian.meld..", "org.conquian.rules..", "org.conquian.trust..",
            "org.conquian.view.."};

    private static JavaClasses program;

    @BeforeAll
    static void importTheProgram() {
        // a module's tests reach another module's tests through that module's test jar: no part of the program
        program = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .withImportOption((Location location) -> !location.contains("-tests.jar")).importPackages("org.conquian");
    }

    @Test
    void theModulesAreLayered() {
        layeredArchitecture().consideringOnlyDependenciesInLayers()
                .layer("domain").definedBy(DOMAIN)
                .layer("schemas").definedBy("org.conquian.contract..")
                .layer("log").definedBy("org.conquian.log..")
                .layer("notation").definedBy("org.conquian.notation..")
                .layer("recorder").definedBy("org.conquian.recorder..")
                .layer("replayer").definedBy("org.conquian.replay..")
                .layer("kafka").definedBy("org.conquian.kafka..")
                .layer("broker").definedBy("org.conquian.broker..")
                .layer("server").definedBy("org.conquian.server..")
                .layer("cli").definedBy("org.conquian.cli..")
                .whereLayer("cli").mayNotBeAccessedByAnyLayer()
                .whereLayer("server").mayOnlyBeAccessedByLayers("cli")
                .whereLayer("broker").mayOnlyBeAccessedByLayers("cli")
                .whereLayer("kafka").mayOnlyBeAccessedByLayers("server", "cli")
                .whereLayer("replayer").mayOnlyBeAccessedByLayers("server", "cli")
                .whereLayer("recorder").mayOnlyBeAccessedByLayers("kafka", "server", "cli")
                .whereLayer("notation").mayOnlyBeAccessedByLayers("recorder", "server", "cli")
                .whereLayer("log").mayOnlyBeAccessedByLayers("recorder", "kafka", "server", "cli")
                .whereLayer("schemas").mayOnlyBeAccessedByLayers("log", "notation", "recorder", "replayer", "kafka", "server", "cli")
                .check(program);
    }

    @Test
    void noPackagesUseEachOtherInACycle() {
        slices().matching("org.conquian.(**)").should().beFreeOfCycles().check(program);
    }

    @Test
    void theDomainUsesTheJdkAlone() {
        classes().that().resideInAnyPackage(DOMAIN).should().onlyDependOnClassesThat()
                .resideInAnyPackage(Stream.concat(Stream.of(DOMAIN), Stream.of("java..", "javax.crypto..")).toArray(String[]::new))
                .check(program);
    }

    @Test
    void theDomainHasNoIoClockOrUnseededRandomness() {
        DescribedPredicate<JavaClass> io = resideInAnyPackage("java.io..", "java.net..", "java.time..")
                .or(resideInAPackage("java.nio..").and(DescribedPredicate.not(resideInAPackage("java.nio.charset.."))))
                .or(belongToAnyOf(Random.class, ThreadLocalRandom.class, SecureRandom.class));
        noClasses().that().resideInAnyPackage(DOMAIN).should().dependOnClassesThat(io)
                .orShould().callMethod(System.class, "currentTimeMillis").orShould().callMethod(System.class, "nanoTime")
                .orShould().callMethod(System.class, "getenv").orShould().callMethod(System.class, "getenv", String.class)
                .orShould().accessField(System.class, "out").orShould().accessField(System.class, "err")
                .check(program);
    }

    @Test
    void theCommandLineReachesTheLibraryOnlyThroughItsPublicApi() {
        DescribedPredicate<JavaAccess<?>> pastThePublicApi = DescribedPredicate.describe("a library class or member that is not public",
                access -> {
                    JavaClass owner = access.getTargetOwner();
                    boolean library = owner.getPackageName().startsWith("org.conquian.") && !owner.getPackageName().startsWith("org.conquian.cli");
                    return library && (!owner.getModifiers().contains(JavaModifier.PUBLIC) || access.getTarget().resolveMember()
                            .map(member -> !member.getModifiers().contains(JavaModifier.PUBLIC)).orElse(false));
                });
        noClasses().that().resideInAPackage("org.conquian.cli..").should().accessTargetWhere(pastThePublicApi).check(program);
    }
}

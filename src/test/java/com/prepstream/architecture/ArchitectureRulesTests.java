package com.prepstream.architecture;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Each architecture rule fails on the fixture classes that break it, and names the offence: the rules
 * of {@code ArchitectureTests} are not green because they look at nothing.
 */
class ArchitectureRulesTests {

    static final String ROOT = "com.prepstream.architecture.fixture";
    static final ArchitectureRules RULES = new ArchitectureRules(ROOT, Set.of("stream", "system"),
            Map.of("alpha", Set.of("AlphaApi")));
    static final JavaClasses FIXTURE = new ClassFileImporter().importPackages(ROOT);

    @Test
    void streamUsingAFeatureFails() {
        assertThat(violations(RULES.streamKnowsOnlyItself()))
                .anyMatch(line -> line.contains("StreamUsesFeature") && line.contains("AlphaApi"))
                .noneMatch(line -> line.contains("SharedUsesFeature"));
    }

    @Test
    void anUpwardOrSidewaysImportInsideTheFrameworkFails() {
        assertThat(violations(RULES.streamPackagesDependOnlyDownward()))
                .anyMatch(line -> line.contains("ModelUsesConsumer") && line.contains("StreamEngine"))
                .anyMatch(line -> line.contains("LedgerUsesRedis") && line.contains("RedisEntries"))
                .anyMatch(line -> line.contains("UnplacedPart") && line.contains("does not place"))
                .noneMatch(line -> line.contains("StreamEngine.value"))
                .noneMatch(line -> line.contains("RedisEntries.value"));
    }

    @Test
    void aFeatureReachingIntoTheFrameworksPartsFails() {
        assertThat(violations(RULES.onlyTheStreamApiIsUsedOutsideIt()))
                .anyMatch(line -> line.contains("AlphaUsesStream") && line.contains("StreamEngine"))
                .noneMatch(line -> line.contains("AlphaUsesStream") && line.contains("StreamValue"))
                .noneMatch(line -> line.contains("AlphaUsesStream") && line.contains("StreamUsesSystem"));
    }

    @Test
    void sharedPackageUsingAFeatureFails() {
        assertThat(violations(RULES.sharedPackagesKnowNoFeature()))
                .anyMatch(line -> line.contains("SharedUsesFeature") && line.contains("AlphaApi"));
    }

    @Test
    void usingAnotherFeaturesRepositoryFails() {
        assertThat(violations(RULES.repositoriesStayInTheirFeature()))
                .anyMatch(line -> line.contains("BetaService") && line.contains("AlphaRepository is private to alpha"));
    }

    @Test
    void reachingAroundAFeaturesApiFailsButTheApiAndItsSignatureTypesAreAllowed() {
        List<String> violations = violations(RULES.featuresMeetOnlyThroughTheirPublicApi());
        assertThat(violations)
                .anyMatch(line -> line.contains("AlphaInternal") && line.contains("only through " + ROOT + ".alpha.AlphaApi"))
                .anyMatch(line -> line.contains("AlphaRepository"))
                .noneMatch(line -> line.contains("<" + ROOT + ".alpha.AlphaView>"))
                .noneMatch(line -> line.contains("<" + ROOT + ".alpha.AlphaApi>"))
                .noneMatch(line -> line.contains("AlphaApi.view()"));
    }

    @Test
    void aFeatureWithoutANamedApiIsClosed() {
        ArchitectureRules noApi = new ArchitectureRules(ROOT, Set.of("stream", "system"), Map.of());
        assertThat(violations(noApi.featuresMeetOnlyThroughTheirPublicApi()))
                .anyMatch(line -> line.contains("AlphaApi") && line.contains("alpha names none"));
    }

    @Test
    void packageCycleFails() {
        assertThat(violations(RULES.noPackageCycles()))
                .anyMatch(line -> line.contains("Slice stream") && line.contains("Slice system"));
    }

    @Test
    void cycleBetweenTwoPackagesOfOneFeatureFails() {
        assertThat(violations(RULES.noCyclesBetweenAnyPackages()))
                .anyMatch(line -> line.contains("AlphaRules") && line.contains("AlphaDetail"));
        assertThat(RULES.noPackageCycles().evaluate(FIXTURE).getFailureReport().getDetails())
                .as("slices by top-level package: blind to a cycle inside alpha")
                .noneMatch(line -> line.contains("AlphaDetail"));
    }

    @Test
    void siblingSubPackagesThatMustNotMeetFail() {
        List<String> violations = violations(RULES.subPackagesOf("alpha", Map.of(
                "detail", Set.of(""), "one", Set.of(""), "two", Set.of(""))));
        assertThat(violations)
                .anyMatch(line -> line.contains("AlphaOne") && line.contains("AlphaTwo"))
                .as("a sub-package using the feature's own package").anyMatch(line -> line.contains("AlphaDetail")
                        && line.contains("AlphaRules"))
                .as("the feature's own package using its sub-packages is allowed")
                .noneMatch(line -> line.contains("<" + ROOT + ".alpha.AlphaRules>") && line.contains("AlphaDetail>"));
        assertThat(RULES.subPackagesOf("alpha", Map.of("detail", Set.of(""), "one", Set.of("", "two"),
                "two", Set.of("", "one"))).evaluate(FIXTURE).getFailureReport().getDetails())
                .as("allowed once two may use one and one two").noneMatch(line -> line.contains("AlphaOne"));
    }

    @Test
    void concreteClassNamedAbstractFails() {
        assertThat(violations(RULES.abstractPrefixOnlyOnAbstractClasses()))
                .anyMatch(line -> line.contains("AbstractBetaHandler"));
    }

    @Test
    void jdbcTemplateOutsideTheFrameworkAndTheNamedClassesFails() {
        JdbcIdiomRule rule = new JdbcIdiomRule(ROOT, Set.of("alpha.AlphaBatchWriter"));
        assertThat(violations(rule.jdbcTemplateOnlyInTheFrameworkAndTheNamedClasses()))
                .anyMatch(line -> line.contains("AlphaUsesJdbc.template") && line.contains("JdbcTemplate"))
                .noneMatch(line -> line.contains("AlphaUsesJdbc.client"))
                .as("a named class and its nested classes").noneMatch(line -> line.contains("AlphaBatchWriter"))
                .as("the framework").noneMatch(line -> line.contains("LedgerSql"));
    }

    @Test
    void aRuleWhoseSubjectsAreGoneFailsInsteadOfPassing() {
        ArchitectureRules elsewhere = new ArchitectureRules("com.prepstream.nowhere", Set.of("stream"), Map.of());
        assertThatThrownBy(() -> elsewhere.streamKnowsOnlyItself().check(FIXTURE))
                .hasMessageContaining("failed to check any classes");
    }

    private static List<String> violations(ArchRule rule) {
        EvaluationResult result = rule.evaluate(FIXTURE);
        assertThat(result.hasViolation()).as("%s finds a violation", rule.getDescription()).isTrue();
        return result.getFailureReport().getDetails();
    }
}

package com.prepstream.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import java.util.Map;
import java.util.Set;

/**
 * Keeps the layout of docs/design.md honest: packages by feature, features meeting only through a named
 * public API class, the stream framework knowing nothing of the application, no package cycles.
 * {@code ArchitectureRulesTests} shows each rule failing on classes that break it.
 */
@AnalyzeClasses(packages = "com.prepstream", importOptions = ImportOption.DoNotIncludeTests.class)
class ArchitectureTests {

    /**
     * Infrastructure packages; every other top-level package is a feature. account (who is asking,
     * ownership events) is used by every feature and knows none of them; tasks (the failures written for
     * users, in both languages) is used by parsing, storage and ai as well as by the features' views.
     */
    static final Set<String> SHARED = Set.of("stream", "storage", "parsing", "ai", "system", "export", "ops", "account",
            "deployment", "text", "tasks");

    /**
     * The classes of a feature that other features may use (with the types of their public signatures).
     * A feature that others need to call names its API class here, and only what others really use:
     * interview reads a resume through ResumeQueries; chat searches the knowledge base and checks which
     * cited items still exist through KnowledgeBaseSearch (KnowledgeBaseService serves the feature's own
     * controller and stays closed).
     */
    static final Map<String, Set<String>> PUBLIC_API = Map.of(
            "resume", Set.of("ResumeQueries"),
            "knowledgebase", Set.of("KnowledgeBaseSearch"));

    static final ArchitectureRules RULES = new ArchitectureRules("com.prepstream", SHARED, PUBLIC_API);

    @ArchTest
    static final ArchRule streamFrameworkKnowsOnlyItself = RULES.streamKnowsOnlyItself();

    @ArchTest
    static final ArchRule streamPackagesDependOnlyDownward = RULES.streamPackagesDependOnlyDownward();

    @ArchTest
    static final ArchRule onlyTheStreamApiIsUsedOutsideIt = RULES.onlyTheStreamApiIsUsedOutsideIt();

    @ArchTest
    static final ArchRule sharedPackagesKnowNoFeature = RULES.sharedPackagesKnowNoFeature();

    @ArchTest
    static final ArchRule repositoriesStayInTheirFeature = RULES.repositoriesStayInTheirFeature();

    @ArchTest
    static final ArchRule featuresMeetOnlyThroughTheirPublicApi = RULES.featuresMeetOnlyThroughTheirPublicApi();

    @ArchTest
    static final ArchRule noPackageCycles = RULES.noPackageCycles();

    @ArchTest
    static final ArchRule noCyclesBetweenAnyPackages = RULES.noCyclesBetweenAnyPackages();

    /**
     * The knowledge base's sub-packages: ingestion writes what search reads, and neither knows the other;
     * both meet in store (the tables, the scope, the lexical text both sides must agree on). The feature's
     * own package (API, controller, service) composes them.
     */
    @ArchTest
    static final ArchRule knowledgeBaseIngestionAndSearchMeetOnlyInStore = RULES.subPackagesOf("knowledgebase", Map.of(
            "store", Set.of("", "ingestion", "search"),
            "ingestion", Set.of(""),
            "search", Set.of("")));

    /**
     * The feature classes still on JdbcTemplate (docs/design.md, "Persistence: one idiom per layer"): batch
     * writes ({@code batchUpdate}), VACUUM under a session advisory lock on one connection, and
     * knowledgebase.search, whose move to JdbcClient waits for the refactoring under way there.
     */
    static final Set<String> JDBC_TEMPLATE_ALLOWED = Set.of(
            "knowledgebase.ingestion.ChunkWriter", "knowledgebase.ingestion.LexicalBackfill",
            "knowledgebase.store.SearchStatistics");

    @ArchTest
    static final ArchRule featuresWriteSqlThroughJdbcClient = new JdbcIdiomRule(RULES.root(), JDBC_TEMPLATE_ALLOWED)
            .jdbcTemplateOnlyInTheFrameworkAndTheNamedClasses();

    @ArchTest
    static final ArchRule abstractPrefixOnlyOnAbstractClasses = RULES.abstractPrefixOnlyOnAbstractClasses();

    /** A named API class that does not exist (renamed, moved) would quietly close the feature to everyone. */
    @ArchTest
    static void everyNamedPublicApiClassExistsAndIsPublic(JavaClasses classes) {
        PUBLIC_API.forEach((feature, apis) -> apis.forEach(api -> {
            String name = RULES.root() + "." + feature + "." + api;
            assertThat(classes.contain(name)).as("%s named in PUBLIC_API exists", name).isTrue();
            JavaClass apiClass = classes.get(name);
            assertThat(apiClass.getModifiers()).as("%s is public", name).contains(JavaModifier.PUBLIC);
        }));
    }

    /** The shared list names real packages, so a feature cannot hide by being listed as shared. */
    @ArchTest
    static void everySharedPackageExists(JavaClasses classes) {
        for (String shared : SHARED) {
            assertThat(classes.containPackage(RULES.root() + "." + shared)).as("package %s exists", shared).isTrue();
        }
    }
}

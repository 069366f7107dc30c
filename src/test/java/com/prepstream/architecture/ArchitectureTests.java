package com.prepstream.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import java.util.List;

/** Keeps the layout of docs/design.md honest: packages by feature, the stream framework feature-agnostic. */
@AnalyzeClasses(packages = "com.prepstream", importOptions = ImportOption.DoNotIncludeTests.class)
class ArchitectureTests {

    static final List<String> FEATURES = List.of("knowledgebase", "resume", "interview", "chat");

    @ArchTest
    static final ArchRule streamFrameworkKnowsNoFeature = noClasses()
            .that().resideInAPackage("com.prepstream.stream..")
            .should().dependOnClassesThat().resideInAnyPackage(
                    "com.prepstream.knowledgebase..", "com.prepstream.resume..", "com.prepstream.interview..",
                    "com.prepstream.ops..")
            .allowEmptyShould(true);

    @ArchTest
    static final ArchRule sharedInfrastructureKnowsNoFeature = noClasses()
            .that().resideInAnyPackage("com.prepstream.storage..", "com.prepstream.parsing..",
                    "com.prepstream.ai..", "com.prepstream.system..", "com.prepstream.export..")
            .should().dependOnClassesThat().resideInAnyPackage(
                    "com.prepstream.knowledgebase..", "com.prepstream.resume..", "com.prepstream.interview..",
                    "com.prepstream.chat..")
            .allowEmptyShould(true);

    @ArchTest
    static final ArchRule repositoriesAreUsedOnlyInsideTheirFeature = classes()
            .that().areAssignableTo(org.springframework.data.repository.Repository.class)
            .or().haveSimpleNameEndingWith("Repository")
            .should(ArchitectureConditions.onlyBeAccessedFromTheirOwnTopLevelPackage())
            .allowEmptyShould(true);

    static String featureOf(JavaClass javaClass) {
        String rest = javaClass.getPackageName().replaceFirst("^com\\.prepstream\\.?", "");
        int dot = rest.indexOf('.');
        return dot < 0 ? rest : rest.substring(0, dot);
    }
}

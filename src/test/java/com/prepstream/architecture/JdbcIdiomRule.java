package com.prepstream.architecture;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.assignableTo;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.lang.ArchRule;
import java.util.Set;
import org.springframework.jdbc.core.JdbcOperations;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcOperations;

/**
 * docs/design.md, "Persistence: one idiom per layer": outside the stream framework SQL goes through
 * {@code JdbcClient}; {@code JdbcTemplate} only where {@code JdbcClient} cannot say it (batch writes,
 * work on one connection), in classes named one by one, so that a new user of it is a decision written
 * down in the list rather than a habit copied from the file next door.
 *
 * @param root    the application's root package
 * @param allowed the classes allowed {@code JdbcTemplate}, named below root ({@code knowledgebase.store.SearchStatistics});
 *                their nested classes with them
 */
record JdbcIdiomRule(String root, Set<String> allowed) {

    ArchRule jdbcTemplateOnlyInTheFrameworkAndTheNamedClasses() {
        String stream = root + "." + ArchitectureRules.STREAM;
        return noClasses().that().resideInAPackage(root + "..").and().resideOutsideOfPackage(stream + "..")
                .and(DescribedPredicate.describe("are not named in " + allowed,
                        javaClass -> !allowed.contains(nameBelowRoot(javaClass))))
                .should().dependOnClassesThat(assignableTo(JdbcOperations.class)
                        .or(assignableTo(NamedParameterJdbcOperations.class)))
                .because("a feature writes its SQL through JdbcClient (docs/design.md, \"Persistence: one idiom per layer\")");
    }

    /** {@code knowledgebase.store.SearchStatistics} for the class and for its nested classes. */
    private String nameBelowRoot(JavaClass javaClass) {
        String name = javaClass.getName();
        int nested = name.indexOf('$');
        String outer = nested < 0 ? name : name.substring(0, nested);
        return outer.startsWith(root + ".") ? outer.substring(root.length() + 1) : outer;
    }
}

package com.prepstream.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaMethod;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.domain.JavaPackage;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import com.tngtech.archunit.library.Architectures;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The layout rules, written for any root package so that {@code ArchitectureRulesTests} can show each
 * one failing on a small tree of classes that breaks it. None of them allows an empty selection: a rule
 * whose subjects vanished (a renamed package) fails instead of passing.
 *
 * <p>A top-level package below the root is a <em>feature</em> unless it is listed in {@code shared}.
 *
 * @param root      the application's root package, e.g. {@code com.prepstream}
 * @param shared    top-level packages that are infrastructure, not features
 * @param publicApi per feature, the simple names of the classes other features may use; the types in
 *                  their public method signatures (records they return, parameters) come with them
 */
record ArchitectureRules(String root, Set<String> shared, Map<String, Set<String>> publicApi) {

    static final String STREAM = "stream";

    /**
     * The packages of the task framework, top to bottom: the public API ({@code stream}), the consumer
     * engine, the ledger's SQL and the Redis access side by side, the value types. A package depends only
     * on packages below it, never on one beside it; a package not listed here is an offence too, so the
     * list (and docs/stream-framework.md) stays the whole picture.
     */
    static final List<Set<String>> STREAM_LAYERS = List.of(Set.of(""), Set.of("consumer"), Set.of("ledger", "redis"),
            Set.of("model"));

    /** What the application outside the framework may use of it: the API and the value types it speaks in. */
    static final Set<String> STREAM_PUBLIC = Set.of("", "model");

    /** The top-level package below {@link #root} a class lives in; empty for the root package itself. */
    String topLevelPackageOf(JavaClass javaClass) {
        String name = javaClass.getPackageName();
        if (!name.startsWith(root + ".")) {
            return "";
        }
        String rest = name.substring(root.length() + 1);
        int dot = rest.indexOf('.');
        return dot < 0 ? rest : rest.substring(0, dot);
    }

    boolean isFeature(JavaClass javaClass) {
        String top = topLevelPackageOf(javaClass);
        return !top.isEmpty() && !shared.contains(top);
    }

    DescribedPredicate<JavaClass> features() {
        return DescribedPredicate.describe("features (top-level packages of " + root + " not in " + shared + ")",
                this::isFeature);
    }

    /** The task framework is reusable as it is: it depends on nothing of the application outside itself. */
    ArchRule streamKnowsOnlyItself() {
        String stream = root + "." + STREAM;
        return noClasses().that().resideInAPackage(stream + "..")
                .should().dependOnClassesThat(DescribedPredicate.describe(
                        "are in " + root + " outside " + stream,
                        target -> target.getPackageName().startsWith(root)
                                && !target.getPackageName().startsWith(stream)));
    }

    /** Inside the framework every dependency points down {@link #STREAM_LAYERS}: no upward or sideways import. */
    ArchRule streamPackagesDependOnlyDownward() {
        return classes().that().resideInAPackage(root + "." + STREAM + "..").should(dependOnlyOnLowerStreamPackages());
    }

    /** Features and shared packages use the framework only through {@link #STREAM_PUBLIC}, never its parts. */
    ArchRule onlyTheStreamApiIsUsedOutsideIt() {
        String stream = root + "." + STREAM;
        return noClasses().that().resideInAPackage(root + "..").and().resideOutsideOfPackage(stream + "..")
                .should().dependOnClassesThat(DescribedPredicate.describe(
                        "are in a part of " + stream + " other than " + STREAM_PUBLIC,
                        target -> streamPart(target) != null && !STREAM_PUBLIC.contains(streamPart(target))));
    }

    /** Storage, parsing, AI, system, export, ops serve every feature and therefore know none. */
    ArchRule sharedPackagesKnowNoFeature() {
        return noClasses().that(DescribedPredicate.describe("are in a shared package " + shared,
                        javaClass -> shared.contains(topLevelPackageOf(javaClass))))
                .should().dependOnClassesThat(features());
    }

    /** Spring Data repositories (and classes named *Repository) are private to the feature that owns them. */
    ArchRule repositoriesStayInTheirFeature() {
        return classes().that().areAssignableTo(org.springframework.data.repository.Repository.class)
                .or().haveSimpleNameEndingWith("Repository")
                .should(onlyBeUsedInsideTheirTopLevelPackage());
    }

    /** A feature uses another feature only through that feature's public API class. */
    ArchRule featuresMeetOnlyThroughTheirPublicApi() {
        return classes().that(features()).should(useOtherFeaturesOnlyThroughTheirPublicApi());
    }

    /** No cycles between the top-level packages (features and infrastructure). */
    ArchRule noPackageCycles() {
        return slices().matching(root + ".(*)..").should().beFreeOfCycles();
    }

    /**
     * No cycles between any two packages, sub-packages included: inside a feature too, a sub-package is a
     * seam (resume.offline holds the rules over resume text, resume.analysis the result both analyzers
     * produce), and a cycle would make the two one package in all but name. The rule above cannot see
     * these: it slices by top-level package.
     */
    ArchRule noCyclesBetweenAnyPackages() {
        return slices().matching(root + ".(**)").should().beFreeOfCycles();
    }

    /**
     * Inside {@code feature}, which sub-package each sub-package may be used by: {@code usedBy} names, for
     * each sub-package, the others (and {@code ""}, the feature's own package) that may depend on it. The
     * feature's own package is the top: no sub-package uses it. Only dependencies between the feature's
     * packages count; other features reach it through its public API (the rule above).
     */
    ArchRule subPackagesOf(String feature, Map<String, Set<String>> usedBy) {
        String base = root + "." + feature;
        Architectures.LayeredArchitecture layers = layeredArchitecture().consideringOnlyDependenciesInLayers()
                .layer(feature).definedBy(base);
        for (String sub : usedBy.keySet()) {
            layers = layers.layer(sub).definedBy(base + "." + sub + "..");
        }
        for (Map.Entry<String, Set<String>> sub : usedBy.entrySet()) {
            layers = layers.whereLayer(sub.getKey()).mayOnlyBeAccessedByLayers(sub.getValue().stream()
                    .map(user -> user.isEmpty() ? feature : user).toArray(String[]::new));
        }
        return layers.whereLayer(feature).mayNotBeAccessedByAnyLayer();
    }

    /** {@code Abstract*} promises a class to extend, not to instantiate. */
    ArchRule abstractPrefixOnlyOnAbstractClasses() {
        return classes().that().haveSimpleNameStartingWith("Abstract").and().resideInAPackage(root + "..")
                .should().haveModifier(JavaModifier.ABSTRACT);
    }

    /** The sub-package of the framework a class is in ("" for the API package), or null outside the framework. */
    private String streamPart(JavaClass javaClass) {
        String stream = root + "." + STREAM;
        String name = javaClass.getPackageName();
        if (name.equals(stream)) {
            return "";
        }
        return name.startsWith(stream + ".") ? name.substring(stream.length() + 1) : null;
    }

    /** "stream → consumer → ledger | redis → model". */
    private static String layersDescription() {
        return STREAM_LAYERS.stream().map(layer -> layer.stream().sorted()
                        .map(part -> part.isEmpty() ? STREAM : part).collect(Collectors.joining(" | ")))
                .collect(Collectors.joining(" → "));
    }

    /** Position in {@link #STREAM_LAYERS}, 0 at the top; -1 for a package the list does not name. */
    private static int layerOf(String part) {
        for (int i = 0; i < STREAM_LAYERS.size(); i++) {
            if (STREAM_LAYERS.get(i).contains(part)) {
                return i;
            }
        }
        return -1;
    }

    private ArchCondition<JavaClass> dependOnlyOnLowerStreamPackages() {
        return new ArchCondition<>("depend only on framework packages below their own (" + layersDescription() + ")") {
            @Override
            public void check(JavaClass origin, ConditionEvents events) {
                String own = streamPart(origin);
                if (layerOf(own) < 0) {
                    events.add(SimpleConditionEvent.violated(origin, origin.getName() + " is in " + STREAM + "."
                            + own + ", which " + layersDescription() + " does not place"));
                    return;
                }
                for (Dependency dependency : origin.getDirectDependenciesFromSelf()) {
                    String target = streamPart(dependency.getTargetClass().getBaseComponentType());
                    if (target != null && !target.equals(own) && layerOf(target) <= layerOf(own)) {
                        events.add(SimpleConditionEvent.violated(dependency, dependency.getDescription()
                                + ": " + STREAM + "." + own + " may use only the framework packages below it in "
                                + layersDescription()));
                    }
                }
            }
        };
    }

    private ArchCondition<JavaClass> onlyBeUsedInsideTheirTopLevelPackage() {
        return new ArchCondition<>("only be used inside their own top-level package") {
            @Override
            public void check(JavaClass repository, ConditionEvents events) {
                String owner = topLevelPackageOf(repository);
                for (Dependency dependency : repository.getDirectDependenciesToSelf()) {
                    String user = topLevelPackageOf(dependency.getOriginClass());
                    if (!user.equals(owner)) {
                        events.add(SimpleConditionEvent.violated(dependency, dependency.getDescription()
                                + ": " + repository.getSimpleName() + " is private to " + owner
                                + "; go through one of its services"));
                    }
                }
            }
        };
    }

    private ArchCondition<JavaClass> useOtherFeaturesOnlyThroughTheirPublicApi() {
        return new ArchCondition<>("use other features only through their public API class " + publicApi) {
            @Override
            public void check(JavaClass origin, ConditionEvents events) {
                String own = topLevelPackageOf(origin);
                for (Dependency dependency : origin.getDirectDependenciesFromSelf()) {
                    JavaClass target = dependency.getTargetClass().getBaseComponentType();
                    String other = topLevelPackageOf(target);
                    if (isFeature(target) && !other.equals(own) && !partOfPublicApi(target, other)) {
                        events.add(SimpleConditionEvent.violated(dependency, dependency.getDescription()
                                + ": " + own + " may use " + other + " only through "
                                + apiDescription(other)));
                    }
                }
            }
        };
    }

    private String apiDescription(String feature) {
        Set<String> api = publicApi.getOrDefault(feature, Set.of());
        return api.isEmpty()
                ? "a public API class, and " + feature + " names none: add one to ArchitectureTests.PUBLIC_API"
                : api.stream().sorted().map(name -> root + "." + feature + "." + name)
                        .collect(Collectors.joining(", ")) + " (and the types of their public method signatures)";
    }

    private boolean partOfPublicApi(JavaClass target, String feature) {
        for (String api : publicApi.getOrDefault(feature, Set.of())) {
            String apiName = root + "." + feature + "." + api;
            if (target.getName().equals(apiName) || target.getName().startsWith(apiName + "$")
                    || signatureTypesOf(target, apiName).contains(target.getName())) {
                return true;
            }
        }
        return false;
    }

    /** The classes named by the public methods of the API class (returns, parameters, type arguments). */
    private static Set<String> signatureTypesOf(JavaClass anyClassOfTheImport, String apiName) {
        Set<String> names = new HashSet<>();
        JavaClass api = findClass(anyClassOfTheImport, apiName);
        if (api == null) {
            return names;
        }
        for (JavaMethod method : api.getMethods()) {
            if (method.getModifiers().contains(JavaModifier.PUBLIC)) {
                method.getReturnType().getAllInvolvedRawTypes().forEach(type -> names.add(type.getName()));
                method.getParameterTypes().forEach(parameter ->
                        parameter.getAllInvolvedRawTypes().forEach(type -> names.add(type.getName())));
            }
        }
        return names;
    }

    /** Finds a class of the same import through the package tree (JavaClass has no lookup by name). */
    private static JavaClass findClass(JavaClass anyClass, String name) {
        String packageName = name.substring(0, name.lastIndexOf('.'));
        JavaPackage current = anyClass.getPackage();
        while (!current.getName().equals(packageName)) {
            Optional<JavaPackage> parent = current.getParent();
            if (parent.isEmpty()) {
                return null;
            }
            current = parent.get();
        }
        return current.getClasses().stream().filter(candidate -> candidate.getName().equals(name))
                .findFirst().orElse(null);
    }
}

package com.prepstream.architecture;

import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;

final class ArchitectureConditions {

    private ArchitectureConditions() {
    }

    /** A repository is a feature's private storage: other top-level packages go through its services. */
    static ArchCondition<JavaClass> onlyBeAccessedFromTheirOwnTopLevelPackage() {
        return new ArchCondition<>("only be accessed from their own top-level package") {
            @Override
            public void check(JavaClass repository, ConditionEvents events) {
                String owner = ArchitectureTests.featureOf(repository);
                for (Dependency dependency : repository.getDirectDependenciesToSelf()) {
                    JavaClass user = dependency.getOriginClass();
                    String userFeature = ArchitectureTests.featureOf(user);
                    if (!userFeature.equals(owner)) {
                        events.add(SimpleConditionEvent.violated(dependency,
                                user.getName() + " (" + userFeature + ") uses " + repository.getName()
                                        + " of " + owner));
                    }
                }
            }
        };
    }
}

package com.prepstream.account;

import java.util.Optional;

/**
 * Implemented by each feature for the entities its tasks work on, so that live events can go to
 * the owner only (ops/TaskEventRelay) without the event plumbing knowing any feature.
 */
public interface OwnedEntities {

    /** The entity type its stream definition names, e.g. {@code RESUME}. */
    String entityType();

    /** The owner's account id; empty when the entity is gone or has no owner yet. */
    Optional<Long> ownerOf(long entityId);
}

package com.prepstream.account;

/**
 * Published (inside the creating transaction) when an ADMIN account is created: each feature then
 * gives it the items that have no owner, those made before accounts existed (V62__owners.sql).
 */
public record AdminCreated(long accountId) {
}

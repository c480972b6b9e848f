package fidelity;

/** v1's key: tenant, then user (a record's hashCode combines its components in this order). */
public record UserKey(long tenant, long user) {}

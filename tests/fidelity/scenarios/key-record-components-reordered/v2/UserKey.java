package fidelity;

/** v2's key: the same components, user first (the same fields to Flink's POJO serializer, another hashCode). */
public record UserKey(long user, long tenant) {}

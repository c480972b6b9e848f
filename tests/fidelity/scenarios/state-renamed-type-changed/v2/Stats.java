package fidelity;

/** What v2 keeps per key: the count and the timestamp of the last record (a POJO). */
public class Stats {
    public long count;
    public long lastSeen;

    public Stats() {}
}

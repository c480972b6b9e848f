package fidelity;

/**
 * v2 Reading: a String field added (still not a POJO: Kryo). Kryo's FieldSerializer writes
 * fields in name order and no field names: v1's bytes hold level and count only.
 */
public final class Reading {
    private final double level;
    private final long count;
    private final String unit;

    public Reading(double level, long count) {
        this.level = level;
        this.count = count;
        this.unit = "m";
    }

    public Reading next(long i) {
        return new Reading(level + i * 0.25, count + 1);
    }

    @Override
    public String toString() {
        return "Reading{level=" + level + ", count=" + count + ", unit=" + unit + "}";
    }
}

package fidelity;

/**
 * v1 state type. NOT a Flink POJO (no public no-arg constructor, private final fields without getters), so
 * Flink serializes it with Kryo (GenericTypeInfo).
 */
public final class Blob {
    private final String label;
    private final long value;

    public Blob(String label, long value) {
        this.label = label;
        this.value = value;
    }

    @Override
    public String toString() {
        return "Blob{" + label + ", " + value + "}";
    }
}

package fidelity;

/** Not a Flink POJO (final fields, no no-arg constructor): Kryo. */
public final class Blob {
    final String label;
    final long value;

    public Blob(String label, long value) {
        this.label = label;
        this.value = value;
    }

    @Override
    public String toString() {
        return "Blob{" + label + ", " + value + "}";
    }
}

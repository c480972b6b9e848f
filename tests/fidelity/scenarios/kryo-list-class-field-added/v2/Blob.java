package fidelity;

/** v2 Blob: a field added (still not a POJO: Kryo). */
public final class Blob {
    private final String label;
    private final long value;
    private final String extra;

    public Blob(String label, long value) {
        this.label = label;
        this.value = value;
        this.extra = "x";
    }

    @Override
    public String toString() {
        return "Blob{" + label + ", " + value + ", " + extra + "}";
    }
}

package fidelity;

/** v2 Blob: the same fields, a method added (still not a POJO: Kryo). */
public final class Blob {
    private final String label;
    private final long value;

    public Blob(String label, long value) {
        this.label = label;
        this.value = value;
    }

    public String describe() {
        return label + "=" + value;
    }

    @Override
    public String toString() {
        return "Blob{" + describe() + "}";
    }
}

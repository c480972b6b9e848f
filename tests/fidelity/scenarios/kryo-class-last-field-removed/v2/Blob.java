package fidelity;

/** v2 Blob: the field "value" (the last one by name, as Kryo orders fields) removed (still Kryo). */
public final class Blob {
    private final String label;

    public Blob(String label, long value) {
        this.label = label + value;
    }

    @Override
    public String toString() {
        return "Blob{" + label + "}";
    }
}

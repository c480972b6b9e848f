package fidelity;

/** Not a Flink POJO (final fields, no no-arg constructor): Kryo. Its payload is declared Object (Kryo writes the class, by registration id if registered, else by name). */
public final class Blob {
    private final String label;
    private final Object payload;

    public Blob(String label, Object payload) {
        this.label = label;
        this.payload = payload;
    }

    @Override
    public String toString() {
        return "Blob{" + label + ", " + payload + "}";
    }
}

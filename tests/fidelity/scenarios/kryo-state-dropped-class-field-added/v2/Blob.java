package fidelity;

/** v2: used by no state any more; it gains the field "unit" (Kryo: label, unit, value). */
public final class Blob {
    private final String label;
    private final String unit;
    private final long value;

    public Blob(String label, String unit, long value) {
        this.label = label;
        this.unit = unit;
        this.value = value;
    }
}

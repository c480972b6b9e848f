package fidelity;

/** A Reading's detail: a Level (Kryo writes it by its ordinal). */
public final class Detail {
    private final Level level;

    public Detail(Level level) {
        this.level = level;
    }

    @Override
    public String toString() {
        return String.valueOf(level);
    }
}

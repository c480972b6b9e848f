package fidelity;

/** What a Blob's payload holds. */
public final class Part {
    private final long v;

    public Part(long v) {
        this.v = v;
    }

    @Override
    public String toString() {
        return "Part{" + v + "}";
    }
}

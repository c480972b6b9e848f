package fidelity;

/** A class registered with Kryo that no state value holds. */
public final class Other {
    private final int x;

    public Other(int x) {
        this.x = x;
    }
}

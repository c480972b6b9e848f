package fidelity;

/** The state type: an enum (EnumSerializer, which writes the ordinal and snapshots the constants). */
public enum Phase {
    NEW, ACTIVE, SUSPENDED, CLOSED;

    public Phase next() {
        return values()[(ordinal() + 1) % values().length];
    }
}

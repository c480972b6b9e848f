package fidelity;

/** v2: the constants reordered. */
public enum Color {
    BLUE, GREEN, RED
}

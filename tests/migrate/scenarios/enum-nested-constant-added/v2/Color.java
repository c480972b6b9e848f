package fidelity;

/** v2: YELLOW added, constants reordered. */
public enum Color {
    BLUE, YELLOW, RED, GREEN
}

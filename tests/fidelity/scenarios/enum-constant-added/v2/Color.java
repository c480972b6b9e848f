package fidelity;

/** v2: YELLOW appended. */
public enum Color {
    RED, GREEN, BLUE, YELLOW
}

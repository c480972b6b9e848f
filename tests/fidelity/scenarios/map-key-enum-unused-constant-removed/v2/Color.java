package fidelity;

/** v2: YELLOW removed. */
public enum Color {
    RED, GREEN, BLUE
}

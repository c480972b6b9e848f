package fidelity;

/** v2: BLUE removed. */
public enum Color {
    RED, GREEN
}

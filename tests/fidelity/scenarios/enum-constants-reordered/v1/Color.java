package fidelity;

/** v1. */
public enum Color {
    RED, GREEN, BLUE
}

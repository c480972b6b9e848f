package fidelity;

/** v1: the enum of Reading's field. */
public enum Level {
    LOW, HIGH
}

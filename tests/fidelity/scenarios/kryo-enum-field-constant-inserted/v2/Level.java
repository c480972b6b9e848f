package fidelity;

/** v2: the enum of Reading's field. */
public enum Level {
    LOW, MEDIUM, HIGH
}

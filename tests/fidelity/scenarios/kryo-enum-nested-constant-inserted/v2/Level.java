package fidelity;

/** v2: the enum a Reading's Detail holds. */
public enum Level {
    LOW, MEDIUM, HIGH
}

package fidelity;

/** v1: the enum a Reading's Detail holds. */
public enum Level {
    LOW, HIGH
}

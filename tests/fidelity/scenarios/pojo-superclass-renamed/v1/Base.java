package fidelity;

/** v1: the superclass of Reading, with the field count. */
public class Base {
    public long count;

    public Base() {}
}

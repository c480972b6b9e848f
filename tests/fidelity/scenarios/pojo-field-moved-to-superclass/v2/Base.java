package fidelity;

/** v2: the new superclass of Reading, with the field count. */
public class Base {
    public long count;

    public Base() {}
}

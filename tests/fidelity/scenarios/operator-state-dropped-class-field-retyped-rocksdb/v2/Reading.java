package fidelity;

/** v2: used by no state any more; its field "count" is now a String. */
public class Reading {
    public long id;
    public String count;

    public Reading() {}
}

package fidelity;

/** v2 accumulator: a field max added. */
public class Acc {
    public long sum;
    public long count;
    public long max;

    public Acc() {}
}

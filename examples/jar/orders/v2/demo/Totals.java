package demo;

/** The state kept per key. v2 adds a field: Flink migrates the POJO state at restore. */
public class Totals {
    public long sum;
    public long orders;
    public long largest;

    public Totals() {}
}

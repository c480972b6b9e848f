package demo;

/** The state kept per key: a POJO, so Flink can migrate it when fields are added. */
public class Totals {
    public long sum;
    public long orders;

    public Totals() {}
}

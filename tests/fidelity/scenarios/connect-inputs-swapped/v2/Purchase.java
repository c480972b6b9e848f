package fidelity;

/** A purchase of a buyer (a POJO). */
public class Purchase {
    public long buyerId;
    public long amount;

    public Purchase() {}

    public Purchase(long buyerId, long amount) {
        this.buyerId = buyerId;
        this.amount = amount;
    }
}

package demo;

/** An order, as the source makes it: who ordered (userId), which account pays (accountId), how much. */
public class Order {
    public long userId;
    public long accountId;
    public long amount;

    public Order() {}

    public Order(long userId, long accountId, long amount) {
        this.userId = userId;
        this.accountId = accountId;
        this.amount = amount;
    }
}

package fidelity;

/** A (userId, accountId) pair (a POJO). */
public class Pair {
    public long userId;
    public long accountId;

    public Pair() {}

    public Pair(long userId, long accountId) {
        this.userId = userId;
        this.accountId = accountId;
    }

    public long getUserId() {
        return userId;
    }

    public long getAccountId() {
        return accountId;
    }
}

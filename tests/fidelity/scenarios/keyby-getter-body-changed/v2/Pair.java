package fidelity;

/** The record a job keys by its key(): v2 returns accountId. */
public class Pair {
    public long userId;
    public long accountId;

    public Pair() {}

    public Pair(long userId, long accountId) {
        this.userId = userId;
        this.accountId = accountId;
    }

    /** What the job keys by. */
    public long key() {
        return accountId;
    }
}

package fidelity;

/** A click of a user (a POJO). */
public class Click {
    public long userId;
    public long n;

    public Click() {}

    public Click(long userId, long n) {
        this.userId = userId;
        this.n = n;
    }
}

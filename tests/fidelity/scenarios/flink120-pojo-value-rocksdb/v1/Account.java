package fidelity;

/** The state type, a Flink POJO (public no-arg constructor, public fields): PojoSerializer. */
public class Account {
    public long id;
    public double balance;
    public String owner;

    public Account() {}

    @Override
    public String toString() {
        return "Account{id=" + id + ", balance=" + balance + ", owner=" + owner + "}";
    }
}

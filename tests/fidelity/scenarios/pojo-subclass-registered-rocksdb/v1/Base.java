package fidelity;

/** The POJO the state is declared with. */
public class Base {
    public long id;

    public Base() {}
}

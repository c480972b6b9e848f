package fidelity;

import java.util.ArrayList;
import java.util.List;

/** A POJO with a List<Integer> field. */
public class Basket {
    public long id;
    public List<Integer> items = new ArrayList<>();

    public Basket() {}

    @Override
    public String toString() {
        return "Basket{id=" + id + ", items=" + items + "}";
    }
}

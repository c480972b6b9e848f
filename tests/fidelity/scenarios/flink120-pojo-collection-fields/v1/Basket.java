package fidelity;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** The state type, a Flink POJO with collection fields: a List<Long> and a Map<String, Long>. */
public class Basket {
    public long owner;
    public List<Long> items = new ArrayList<>();
    public Map<String, Long> totals = new TreeMap<>();

    public Basket() {}

    @Override
    public String toString() {
        return "Basket{owner=" + owner + ", items=" + items + ", totals=" + new TreeMap<>(totals) + "}";
    }
}

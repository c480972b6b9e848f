package fidelity;

import java.util.List;

/** v2: a List<String> field tags added. */
public class Reading {
    public long id;
    public long count;
    public List<String> tags;

    public Reading() {}

    public Reading(long id, long count, List<String> tags) {
        this.id = id;
        this.count = count;
        this.tags = tags;
    }
}

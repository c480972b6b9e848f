package fidelity;

/** v2: a field shard added. */
public class Bucket {
    public String name;
    public int shard;

    public Bucket() {}

    public Bucket(String name, int shard) {
        this.name = name;
        this.shard = shard;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Bucket && java.util.Objects.equals(name, ((Bucket) o).name) && shard == ((Bucket) o).shard;
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(name);
    }
}

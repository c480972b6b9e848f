package fidelity;

/** v1 of the POJO used as MapState user key: name. */
public class Bucket {
    public String name;

    public Bucket() {}

    public Bucket(String name) {
        this.name = name;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Bucket && java.util.Objects.equals(name, ((Bucket) o).name);
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(name);
    }
}

package fidelity;

/** v2: Base renamed Entity, with the field count. */
public class Entity {
    public long count;

    public Entity() {}
}

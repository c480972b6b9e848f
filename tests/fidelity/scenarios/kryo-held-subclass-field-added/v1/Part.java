package fidelity;

/** What a Reading holds, declared by its base type: Kryo writes the value's own class (a Detail) and its fields. */
public abstract class Part {
}

package fidelity;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.Serializer;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;

/** v2's own Kryo serializer of Blob: the value as a fixed-width long first, then the label. */
public final class BlobSerializer extends Serializer<Blob> implements java.io.Serializable {
    private static final long serialVersionUID = 1L;

    public BlobSerializer() {}

    @Override
    public void write(Kryo kryo, Output output, Blob b) {
        output.writeLong(b.value);
        output.writeString(b.label);
    }

    @Override
    public Blob read(Kryo kryo, Input input, Class<? extends Blob> type) {
        long v = input.readLong();
        String label = input.readString();
        return new Blob(label, v);
    }
}

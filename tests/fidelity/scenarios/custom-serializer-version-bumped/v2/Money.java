package fidelity;

import org.apache.flink.api.common.serialization.SerializerConfig;
import org.apache.flink.api.common.typeinfo.TypeInfo;
import org.apache.flink.api.common.typeinfo.TypeInfoFactory;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.common.typeutils.TypeSerializerSchemaCompatibility;
import org.apache.flink.api.common.typeutils.TypeSerializerSnapshot;
import org.apache.flink.api.common.typeutils.base.TypeSerializerSingleton;
import org.apache.flink.core.memory.DataInputView;
import org.apache.flink.core.memory.DataOutputView;

import java.io.IOException;
import java.lang.reflect.Type;
import java.util.Map;

/** v2: the serializer writes the cents as a decimal string (writeUTF); its snapshot is version 2 and restores version 1's state with the old encoding (LegacyMoneySerializer), asking for a migration. */
@TypeInfo(Money.Factory.class)
public final class Money {
    public final long cents;

    public Money(long cents) {
        this.cents = cents;
    }

    public static final class Factory extends TypeInfoFactory<Money> {
        @Override
        public TypeInformation<Money> createTypeInfo(Type t, Map<String, TypeInformation<?>> params) {
            return new MoneyTypeInfo();
        }
    }

    public static final class MoneyTypeInfo extends TypeInformation<Money> {
        private static final long serialVersionUID = 1L;

        @Override public boolean isBasicType() { return false; }
        @Override public boolean isTupleType() { return false; }
        @Override public int getArity() { return 1; }
        @Override public int getTotalFields() { return 1; }
        @Override public Class<Money> getTypeClass() { return Money.class; }
        @Override public boolean isKeyType() { return false; }

        @Override
        public TypeSerializer<Money> createSerializer(SerializerConfig config) {
            return MoneySerializer.INSTANCE;
        }

        @Override public String toString() { return "Money"; }
        @Override public boolean equals(Object o) { return o instanceof MoneyTypeInfo; }
        @Override public int hashCode() { return 1; }
        @Override public boolean canEqual(Object o) { return o instanceof MoneyTypeInfo; }
    }

    /** The serializer: utf encoding. */
    public static final class MoneySerializer extends TypeSerializerSingleton<Money> {
        private static final long serialVersionUID = 1L;
        public static final MoneySerializer INSTANCE = new MoneySerializer();

        @Override public boolean isImmutableType() { return true; }
        @Override public Money createInstance() { return new Money(0); }
        @Override public Money copy(Money from) { return from; }
        @Override public Money copy(Money from, Money reuse) { return from; }
        @Override public int getLength() { return -1; }

        @Override
        public void serialize(Money m, DataOutputView out) throws IOException {
            out.writeUTF(Long.toString(m.cents));
        }

        @Override
        public Money deserialize(DataInputView in) throws IOException {
            return new Money(Long.parseLong(in.readUTF()));
        }

        @Override
        public Money deserialize(Money reuse, DataInputView in) throws IOException {
            return deserialize(in);
        }

        @Override
        public void copy(DataInputView in, DataOutputView out) throws IOException {
            serialize(deserialize(in), out);
        }

        @Override
        public TypeSerializerSnapshot<Money> snapshotConfiguration() {
            return new MoneySerializerSnapshot();
        }
    }

    /** v1's encoding (a long), to read the state v1 wrote. */
    public static final class LegacyMoneySerializer extends TypeSerializerSingleton<Money> {
        private static final long serialVersionUID = 1L;
        public static final LegacyMoneySerializer INSTANCE = new LegacyMoneySerializer();

        @Override public boolean isImmutableType() { return true; }
        @Override public Money createInstance() { return new Money(0); }
        @Override public Money copy(Money from) { return from; }
        @Override public Money copy(Money from, Money reuse) { return from; }
        @Override public int getLength() { return 8; }

        @Override
        public void serialize(Money m, DataOutputView out) throws IOException {
            out.writeLong(m.cents);
        }

        @Override
        public Money deserialize(DataInputView in) throws IOException {
            return new Money(in.readLong());
        }

        @Override
        public Money deserialize(Money reuse, DataInputView in) throws IOException {
            return deserialize(in);
        }

        @Override
        public void copy(DataInputView in, DataOutputView out) throws IOException {
            out.writeLong(in.readLong());
        }

        @Override
        public TypeSerializerSnapshot<Money> snapshotConfiguration() {
            throw new UnsupportedOperationException("only reads v1's state");
        }
    }

    /** The snapshot: version 2, no body. */
    public static final class MoneySerializerSnapshot implements TypeSerializerSnapshot<Money> {
        static final int VERSION = 2;
        private int readVersion = VERSION;

        public MoneySerializerSnapshot() {}

        @Override public int getCurrentVersion() { return VERSION; }
        @Override public void writeSnapshot(DataOutputView out) {}

        @Override
        public void readSnapshot(int readVersion, DataInputView in, ClassLoader cl) {
            this.readVersion = readVersion;
        }

        @Override
        public TypeSerializer<Money> restoreSerializer() {
            return readVersion < 2 ? LegacyMoneySerializer.INSTANCE : MoneySerializer.INSTANCE;
        }

        @Override
        public TypeSerializerSchemaCompatibility<Money> resolveSchemaCompatibility(TypeSerializerSnapshot<Money> old) {
            if (!(old instanceof MoneySerializerSnapshot)) {
                return TypeSerializerSchemaCompatibility.incompatible();
            }
            return ((MoneySerializerSnapshot) old).readVersion < VERSION
                    ? TypeSerializerSchemaCompatibility.compatibleAfterMigration()
                    : TypeSerializerSchemaCompatibility.compatibleAsIs();
        }
    }
}

package flinkcompat.rowdataoracle;

import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.common.typeutils.TypeSerializerSchemaCompatibility;
import org.apache.flink.api.common.typeutils.TypeSerializerSnapshot;
import org.apache.flink.api.common.typeutils.TypeSerializerSnapshotSerializationUtil;
import org.apache.flink.core.memory.DataInputDeserializer;
import org.apache.flink.core.memory.DataOutputSerializer;
import org.apache.flink.table.data.conversion.DataStructureConverter;
import org.apache.flink.table.data.conversion.DataStructureConverters;
import org.apache.flink.table.types.utils.TypeConversions;
import org.apache.flink.table.data.RowData;
import org.apache.flink.table.runtime.typeutils.BinaryRowDataSerializer;
import org.apache.flink.table.runtime.typeutils.InternalSerializers;
import org.apache.flink.table.runtime.typeutils.RowDataSerializer;
import org.apache.flink.table.runtime.typeutils.WindowKeySerializer;
import org.apache.flink.table.runtime.util.WindowKey;
import org.apache.flink.table.types.logical.ArrayType;
import org.apache.flink.table.types.logical.LogicalType;
import org.apache.flink.table.types.logical.MapType;
import org.apache.flink.table.types.logical.RowType;
import org.apache.flink.table.types.logical.TimestampKind;
import org.apache.flink.table.types.logical.TimestampType;
import org.apache.flink.table.types.logical.utils.LogicalTypeParser;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;

/**
 * Flink 2.3's own answers for the table runtime serializers (test oracle, stdin → stdout, one line
 * per input line):
 *
 * <ul>
 *   <li>{@code resolve<TAB>OLD<TAB>NEW}: OLD and NEW are logical types ({@code LogicalTypeParser}
 *       syntax; a type {@code ROWTIME} stands for {@code TIMESTAMP(3) *ROWTIME*}, and in a type
 *       prefixed {@code rowtime:} every row field named {@code rt...} is one). Prints
 *       {@code <old snapshot hex> <new snapshot hex> <result>}: the snapshots of
 *       {@code InternalSerializers.create(type)} as {@code writeSerializerSnapshot} writes them, and
 *       {@code newSnapshot.resolveSchemaCompatibility(oldSnapshot read back)}.</li>
 *   <li>{@code value<TAB>ROWTYPE<TAB>HEX}: HEX is a value of {@code RowDataSerializer(ROWTYPE)};
 *       Flink reads it, converts it to its external form ({@code Row}) and back, and writes that
 *       again (BinaryRowWriter). Prints {@code <hex written> <external row>} or
 *       {@code ERR <exception class>}.</li>
 *   <li>{@code windowkey<TAB>ROWTYPE<TAB>WINDOW<TAB>HEX}: HEX is a value of
 *       {@code RowDataSerializer(ROWTYPE)}; prints the snapshot of
 *       {@code WindowKeySerializer(RowDataSerializer(ROWTYPE))} and that serializer's bytes of
 *       {@code WindowKey(WINDOW, the row)}.</li>
 *   <li>{@code binaryrow<TAB>N}: prints the snapshot of {@code BinaryRowDataSerializer(N)}.</li>
 *   <li>{@code serializer<TAB>TYPE<TAB>HEX}: HEX is a value of {@code InternalSerializers.create(TYPE)};
 *       Flink reads it and writes it again. Prints {@code <hex written> <value.toString()>}.</li>
 *   <li>{@code summary<TAB>TYPE}: prints the snapshot of {@code RowDataSerializer(TYPE)} and
 *       {@code TYPE.asSummaryString()}.</li>
 * </ul>
 */
public final class RowDataOracle {
    @SuppressWarnings("unchecked")
    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        ClassLoader cl = RowDataOracle.class.getClassLoader();
        HexFormat hex = HexFormat.of();
        for (String line; (line = in.readLine()) != null; ) {
            String[] parts = line.split("\t", -1);
            try {
                if (parts[0].equals("resolve")) {
                    TypeSerializer<?> oldSer = InternalSerializers.create(type(parts[1], cl));
                    TypeSerializer<?> newSer = InternalSerializers.create(type(parts[2], cl));
                    byte[] oldBytes = write(oldSer.snapshotConfiguration());
                    byte[] newBytes = write(newSer.snapshotConfiguration());
                    TypeSerializerSnapshot oldRead = TypeSerializerSnapshotSerializationUtil.readSerializerSnapshot(
                            new DataInputDeserializer(oldBytes), cl);
                    @SuppressWarnings("unchecked")
                    TypeSerializerSchemaCompatibility<?> r =
                            ((TypeSerializerSnapshot) newSer.snapshotConfiguration()).resolveSchemaCompatibility(oldRead);
                    System.out.println(hex.formatHex(oldBytes) + " " + hex.formatHex(newBytes) + " " + result(r));
                } else if (parts[0].equals("windowkey")) {
                    RowType rowType = (RowType) type(parts[1], cl);
                    RowDataSerializer rowSer = new RowDataSerializer(rowType);
                    WindowKeySerializer ser = new WindowKeySerializer(rowSer);
                    RowData row = rowSer.deserialize(new DataInputDeserializer(hex.parseHex(parts[3])));
                    DataOutputSerializer out = new DataOutputSerializer(64);
                    ser.serialize(new WindowKey(Long.parseLong(parts[2]), row), out);
                    System.out.println(hex.formatHex(write(ser.snapshotConfiguration())) + " "
                            + hex.formatHex(out.getCopyOfBuffer()));
                } else if (parts[0].equals("serializer")) {
                    @SuppressWarnings("rawtypes")
                    TypeSerializer ser = InternalSerializers.create(type(parts[1], cl));
                    Object value = ser.deserialize(new DataInputDeserializer(hex.parseHex(parts[2])));
                    DataOutputSerializer out = new DataOutputSerializer(64);
                    ser.serialize(value, out);
                    System.out.println(hex.formatHex(out.getCopyOfBuffer()) + " " + value);
                } else if (parts[0].equals("summary")) {
                    LogicalType t = type(parts[1], cl);
                    RowDataSerializer ser = new RowDataSerializer(t);
                    System.out.println(hex.formatHex(write(ser.snapshotConfiguration())) + " " + t.asSummaryString());
                } else if (parts[0].equals("binaryrow")) {
                    BinaryRowDataSerializer ser = new BinaryRowDataSerializer(Integer.parseInt(parts[1]));
                    System.out.println(hex.formatHex(write(ser.snapshotConfiguration())));
                } else {
                    RowType rowType = (RowType) type(parts[1], cl);
                    RowDataSerializer ser = new RowDataSerializer(rowType);
                    RowData row = ser.deserialize(new DataInputDeserializer(hex.parseHex(parts[2])));
                    // Through the external types (Row, Long, BigDecimal, LocalDateTime, Map, ...) and
                    // back, so that every nested row, array and map is written again by Flink.
                    DataStructureConverter<Object, Object> converter = (DataStructureConverter<Object, Object>)
                            DataStructureConverters.getConverter(TypeConversions.fromLogicalToDataType(rowType));
                    converter.open(cl);
                    Object external = converter.toExternal(row);
                    RowData copy = (RowData) converter.toInternal(external);
                    DataOutputSerializer out = new DataOutputSerializer(64);
                    ser.serialize(copy, out);
                    System.out.println(hex.formatHex(out.getCopyOfBuffer()) + " " + external);
                }
            } catch (Throwable t) {
                System.out.println("ERR " + t.getClass().getName());
            }
        }
    }

    static LogicalType type(String text, ClassLoader cl) {
        if (text.equals("ROWTIME")) {
            return ROWTIME;
        }
        if (text.startsWith("rowtime:")) {
            return rowtime(LogicalTypeParser.parse(text.substring("rowtime:".length()), cl));
        }
        return LogicalTypeParser.parse(text, cl);
    }

    static final LogicalType ROWTIME = new TimestampType(true, TimestampKind.ROWTIME, 3);

    /** Row fields named rt... become TIMESTAMP(3) *ROWTIME* (the parser has no syntax for it). */
    static LogicalType rowtime(LogicalType t) {
        if (t instanceof RowType) {
            RowType r = (RowType) t;
            LogicalType[] types = new LogicalType[r.getFieldCount()];
            for (int i = 0; i < types.length; i++) {
                types[i] = r.getFields().get(i).getName().startsWith("rt") ? ROWTIME : rowtime(r.getTypeAt(i));
            }
            return new RowType(r.isNullable(), java.util.Arrays.asList(fields(r, types)));
        }
        if (t instanceof ArrayType) {
            return new ArrayType(t.isNullable(), rowtime(((ArrayType) t).getElementType()));
        }
        if (t instanceof MapType) {
            return new MapType(t.isNullable(), rowtime(((MapType) t).getKeyType()), rowtime(((MapType) t).getValueType()));
        }
        return t;
    }

    static RowType.RowField[] fields(RowType r, LogicalType[] types) {
        RowType.RowField[] out = new RowType.RowField[types.length];
        for (int i = 0; i < types.length; i++) {
            RowType.RowField f = r.getFields().get(i);
            out[i] = new RowType.RowField(f.getName(), types[i], f.getDescription().orElse(null));
        }
        return out;
    }

    static byte[] write(TypeSerializerSnapshot<?> s) throws Exception {
        DataOutputSerializer out = new DataOutputSerializer(256);
        TypeSerializerSnapshotSerializationUtil.writeSerializerSnapshot(out, s);
        return out.getCopyOfBuffer();
    }

    static String result(TypeSerializerSchemaCompatibility<?> r) {
        if (r.isCompatibleAsIs()) {
            return "COMPATIBLE_AS_IS";
        }
        if (r.isCompatibleWithReconfiguredSerializer()) {
            return "COMPATIBLE_WITH_RECONFIGURED_SERIALIZER";
        }
        if (r.isCompatibleAfterMigration()) {
            return "COMPATIBLE_AFTER_MIGRATION";
        }
        return "INCOMPATIBLE";
    }
}

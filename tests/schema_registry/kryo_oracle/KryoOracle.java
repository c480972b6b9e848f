package flinkcompat.kryooracle;

import org.apache.flink.api.common.serialization.SerializerConfigImpl;
import org.apache.flink.api.java.typeutils.runtime.kryo.KryoSerializer;
import org.apache.flink.core.memory.DataInputDeserializer;

import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;

/**
 * The judge of the Kryo value reader: Flink's own KryoSerializer (Flink 2.3, Kryo 5) reads
 * values given one per line of stdin as {@code <class name> <hex bytes>}, each from its own
 * buffer as Flink's restore does, with one serializer per class. For each value it prints one
 * line: {@code ok <bytes read> <fields as JSON>} or {@code fail <root exception class>: <message>}.
 */
public final class KryoOracle {
    private KryoOracle() {}

    @SuppressWarnings("unchecked")
    public static void main(String[] args) throws Exception {
        Map<String, KryoSerializer<Object>> serializers = new HashMap<>();
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), false, StandardCharsets.UTF_8);
        HexFormat hex = HexFormat.of();
        for (String line; (line = in.readLine()) != null; ) {
            String[] parts = line.trim().split(" ", 2);
            KryoSerializer<Object> serializer = serializers.get(parts[0]);
            if (serializer == null) {
                Class<Object> type = (Class<Object>) Class.forName(parts[0]);
                serializer = new KryoSerializer<>(type, new SerializerConfigImpl());
                serializers.put(parts[0], serializer);
            }
            DataInputDeserializer input = new DataInputDeserializer(hex.parseHex(parts[1]));
            try {
                Object value = serializer.deserialize(input);
                out.println("ok " + input.getPosition() + " " + describe(value));
            } catch (Throwable t) {
                Throwable root = t;
                while (root.getCause() != null) {
                    root = root.getCause();
                }
                out.println("fail " + root.getClass().getName() + ": " + json(String.valueOf(root.getMessage())));
            }
        }
        out.flush();
    }

    /** The object's fields, sorted by name, as JSON (floats as their bits, other objects as their class). */
    private static String describe(Object value) throws IllegalAccessException {
        if (value == null) {
            return "null";
        }
        List<Field> fields = new ArrayList<>();
        for (Class<?> c = value.getClass(); c != Object.class; c = c.getSuperclass()) {
            for (Field f : c.getDeclaredFields()) {
                if (!Modifier.isStatic(f.getModifiers())) {
                    f.setAccessible(true);
                    fields.add(f);
                }
            }
        }
        fields.sort(Comparator.comparing(Field::getName));
        StringBuilder sb = new StringBuilder("{");
        for (Field f : fields) {
            if (sb.length() > 1) {
                sb.append(',');
            }
            sb.append(json(f.getName())).append(':').append(render(f.get(value)));
        }
        return sb.append('}').toString();
    }

    private static String render(Object v) {
        if (v == null) {
            return "null";
        }
        if (v instanceof String || v instanceof Character) {
            return json(v.toString());
        }
        if (v instanceof Float) {
            return "{\"f32\":" + Float.floatToRawIntBits((Float) v) + "}";
        }
        if (v instanceof Double) {
            return "{\"f64\":" + Double.doubleToRawLongBits((Double) v) + "}";
        }
        if (v instanceof Number || v instanceof Boolean) {
            return v.toString();
        }
        return "{\"class\":" + json(v.getClass().getName()) + "}";
    }

    private static String json(String s) {
        StringBuilder sb = new StringBuilder("\"");
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') {
                sb.append('\\').append(c);
            } else if (c < 0x20 || c > 0x7e) {
                sb.append(String.format("\\u%04x", (int) c));
            } else {
                sb.append(c);
            }
        }
        return sb.append('"').toString();
    }
}

package flinkcompat.test;

import java.util.Set;

import org.apache.flink.configuration.ConfigOption;
import org.apache.flink.connector.datagen.source.DataGeneratorSource;
import org.apache.flink.connector.datagen.source.GeneratorFunction;
import org.apache.flink.table.connector.ChangelogMode;
import org.apache.flink.table.connector.source.DynamicTableSource;
import org.apache.flink.table.connector.source.ScanTableSource;
import org.apache.flink.table.connector.source.SourceProvider;
import org.apache.flink.table.data.GenericRowData;
import org.apache.flink.table.data.RowData;
import org.apache.flink.table.factories.DynamicTableSourceFactory;
import org.apache.flink.table.runtime.typeutils.InternalTypeInfo;
import org.apache.flink.table.types.logical.RowType;

/**
 * A table source connector that Flink's distribution does not have ('connector' = 'test-sequence'):
 * rows (n BIGINT) 0, 1, 2, ... from a FLIP-27 source. The tests give its jar with --jar only.
 */
public class SequenceTableFactory implements DynamicTableSourceFactory {

    @Override
    public String factoryIdentifier() {
        return "test-sequence";
    }

    @Override
    public Set<ConfigOption<?>> requiredOptions() {
        return Set.of();
    }

    @Override
    public Set<ConfigOption<?>> optionalOptions() {
        return Set.of();
    }

    @Override
    public DynamicTableSource createDynamicTableSource(Context context) {
        return new Source((RowType) context.getPhysicalRowDataType().getLogicalType());
    }

    static final class Source implements ScanTableSource {
        private final RowType type;

        Source(RowType type) {
            this.type = type;
        }

        @Override
        public ChangelogMode getChangelogMode() {
            return ChangelogMode.insertOnly();
        }

        @Override
        public ScanRuntimeProvider getScanRuntimeProvider(ScanContext context) {
            return SourceProvider.of(new DataGeneratorSource<>(new Rows(), Long.MAX_VALUE, InternalTypeInfo.of(type)));
        }

        @Override
        public DynamicTableSource copy() {
            return new Source(type);
        }

        @Override
        public String asSummaryString() {
            return "test-sequence";
        }
    }

    static final class Rows implements GeneratorFunction<Long, RowData> {
        private static final long serialVersionUID = 1L;

        @Override
        public RowData map(Long n) {
            return GenericRowData.of(n);
        }
    }
}

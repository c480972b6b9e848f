package fidelity;

import fidelity.lib.Lib;
import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;

import org.apache.flink.api.common.functions.MapFunction;
import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.ListState;
import org.apache.flink.api.common.state.ListStateDescriptor;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.api.java.tuple.Tuple2;
import org.apache.flink.runtime.state.FunctionInitializationContext;
import org.apache.flink.runtime.state.FunctionSnapshotContext;
import org.apache.flink.streaming.api.checkpoint.CheckpointedFunction;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.types.Row;
import org.apache.flink.util.Collector;

import java.util.ArrayList;
import java.util.List;

/** v1: enum Color (RED, GREEN, BLUE) in a POJO field (ValueState "s"), a Tuple2 (ValueState "t") and a Row (ListState "u"), and in a Tuple2 of the operator ListState "buffered" of map "buffer". */
public class Job implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        Lib.sink(Lib.events(env, p).map(new Buffer(), Types.LONG).uid("buffer").name("buffer")
                .keyBy(new Lib.ModKey(p.getLong("keys", 4)), Types.LONG)
                .process(new Fn(), Types.LONG).uid("stateful").name("stateful"));
    }

    /** The constants the records cycle through, by name (their ordinals differ between v1 and v2). */
    private static final Color[] CYCLE = {Color.RED, Color.GREEN, Color.BLUE};

    /** Keeps (record, a color) for every record it saw in the operator list state "buffered". */
    public static final class Buffer implements MapFunction<Long, Long>, CheckpointedFunction {
        private transient ListState<Tuple2<Long, Color>> buffered;
        private final List<Tuple2<Long, Color>> seen = new ArrayList<>();

        @Override
        public void initializeState(FunctionInitializationContext ctx) throws Exception {
            buffered = ctx.getOperatorStateStore().getListState(
                    new ListStateDescriptor<>("buffered", Types.TUPLE(Types.LONG, Types.ENUM(Color.class))));
            for (Tuple2<Long, Color> v : buffered.get()) {
                seen.add(v);
            }
        }

        @Override
        public void snapshotState(FunctionSnapshotContext ctx) throws Exception {
            buffered.update(seen);
        }

        @Override
        public Long map(Long i) {
            seen.add(Tuple2.of(i, CYCLE[(int) (i % 3)]));
            return i;
        }
    }

    public static final class Fn extends KeyedProcessFunction<Long, Long, Long> {
        private transient ValueState<Reading> s;
        private transient ValueState<Tuple2<Long, Color>> t;
        private transient ListState<Row> u;

        @Override
        public void open(OpenContext ctx) {
            s = getRuntimeContext().getState(new ValueStateDescriptor<>("s", TypeInformation.of(Reading.class)));
            t = getRuntimeContext().getState(new ValueStateDescriptor<>("t", Types.TUPLE(Types.LONG, Types.ENUM(Color.class))));
            u = getRuntimeContext().getListState(new ListStateDescriptor<>("u", Types.ROW(Types.LONG, Types.ENUM(Color.class))));
        }

        @Override
        public void processElement(Long i, Context ctx, Collector<Long> out) throws Exception {
            s.update(new Reading(i, CYCLE[(int) (i % 3)]));
            t.update(Tuple2.of(i, CYCLE[(int) ((i + 1) % 3)]));
            u.add(Row.of(i, CYCLE[(int) ((i + 2) % 3)]));
            out.collect(i);
        }
    }
}

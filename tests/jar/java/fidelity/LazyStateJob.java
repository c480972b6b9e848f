package fidelity;

import fidelity.lib.Lib;
import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;

import java.time.Duration;

import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.StateTtlConfig;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.streaming.api.operators.AbstractStreamOperator;
import org.apache.flink.streaming.api.operators.OneInputStreamOperator;
import org.apache.flink.streaming.runtime.streamrecord.StreamRecord;
import org.apache.flink.util.Collector;

/**
 * Keyed functions that obtain their ValueState at different moments and from different
 * descriptors. Obtained on the first record (processElement), decoded by the bridge: "lazy" (a
 * static final descriptor of another class), "lazy-field" (a descriptor field built in open()),
 * "lazy-inline" (a descriptor built inline from constants, in a helper processElement calls).
 * "lazy-operator" (a custom operator's getPartitionedState, a descriptor built inline).
 * Not decodable: "lazy-opaque" (a descriptor a method returns), "lazy-configured" (a descriptor
 * built inline and then given a TTL: not what its constructor alone makes), "lazy-field-set" (a
 * descriptor field that processElement itself sets: not what open() left in it). Obtained in open(): "eager", in a
 * method open() calls: "helper". With param {@code lazy=string}, "lazy-field" and "lazy-inline"
 * hold a String where they held a Long.
 */
public class LazyStateJob implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        boolean string = "string".equals(p.params.get("lazy"));
        DataStream<Long> s = Lib.keyed(env, p).process(new Lazy(), Types.LONG).uid("lazy").name("lazy")
                .keyBy(i -> i, Types.LONG).process(new Eager(), Types.LONG).uid("eager").name("eager")
                .keyBy(i -> i, Types.LONG).process(new Helper(), Types.LONG).uid("helper").name("helper")
                .keyBy(i -> i, Types.LONG)
                .process(string ? new LazyFieldString() : new LazyFieldLong(), Types.LONG)
                .uid("lazy-field").name("lazy-field")
                .keyBy(i -> i, Types.LONG)
                .process(string ? new LazyInlineString() : new LazyInlineLong(), Types.LONG)
                .uid("lazy-inline").name("lazy-inline")
                .keyBy(i -> i, Types.LONG).process(new LazyOpaque(), Types.LONG).uid("lazy-opaque").name("lazy-opaque")
                .keyBy(i -> i, Types.LONG).process(new LazyConfigured(), Types.LONG)
                .uid("lazy-configured").name("lazy-configured")
                .keyBy(i -> i, Types.LONG).transform("lazy-operator", Types.LONG, new LazyOperator())
                .uid("lazy-operator")
                .keyBy(i -> i, Types.LONG).process(new LazyFieldSet(), Types.LONG)
                .uid("lazy-field-set").name("lazy-field-set");
        Lib.sink(s);
    }

    static final ValueStateDescriptor<Long> SEEN = new ValueStateDescriptor<>("seen", Types.LONG);

    public static final class Lazy extends KeyedProcessFunction<Long, Long, Long> {
        private transient ValueState<Long> seen;

        @Override
        public void processElement(Long i, Context ctx, Collector<Long> out) throws Exception {
            if (seen == null) {
                seen = getRuntimeContext().getState(SEEN);
            }
            seen.update(i);
            out.collect(i);
        }
    }

    /** Shape (a): the descriptor is a field, built in open(); processElement obtains the state. */
    public static final class LazyFieldLong extends KeyedProcessFunction<Long, Long, Long> {
        private transient ValueStateDescriptor<Long> desc;

        @Override
        public void open(OpenContext ctx) {
            desc = new ValueStateDescriptor<>("last", Types.LONG);
        }

        @Override
        public void processElement(Long i, Context ctx, Collector<Long> out) throws Exception {
            getRuntimeContext().getState(desc).update(i);
            out.collect(i);
        }
    }

    public static final class LazyFieldString extends KeyedProcessFunction<Long, Long, Long> {
        private final ValueStateDescriptor<String> desc = new ValueStateDescriptor<>("last", Types.STRING);

        @Override
        public void processElement(Long i, Context ctx, Collector<Long> out) throws Exception {
            getRuntimeContext().getState(desc).update(Long.toString(i));
            out.collect(i);
        }
    }

    /** Shape (b): a transient state field assigned on first use, the descriptor built inline. */
    public static final class LazyInlineLong extends KeyedProcessFunction<Long, Long, Long> {
        private transient ValueState<Long> state;

        @Override
        public void processElement(Long i, Context ctx, Collector<Long> out) throws Exception {
            state().update(i);
            out.collect(i);
        }

        private ValueState<Long> state() {
            if (state == null) {
                ValueStateDescriptor<Long> d = new ValueStateDescriptor<>("inline", Long.class);
                state = getRuntimeContext().getState(d);
            }
            return state;
        }
    }

    public static final class LazyInlineString extends KeyedProcessFunction<Long, Long, Long> {
        private transient ValueState<String> state;

        @Override
        public void processElement(Long i, Context ctx, Collector<Long> out) throws Exception {
            if (state == null) {
                state = getRuntimeContext().getState(new ValueStateDescriptor<>("inline", String.class));
            }
            state.update(Long.toString(i));
            out.collect(i);
        }
    }

    /** A descriptor a method returns: what it is cannot be told from the bytecode without running it. */
    public static final class LazyOpaque extends KeyedProcessFunction<Long, Long, Long> {
        private transient ValueState<Long> state;

        @Override
        public void processElement(Long i, Context ctx, Collector<Long> out) throws Exception {
            if (state == null) {
                state = getRuntimeContext().getState(descriptor());
            }
            state.update(i);
            out.collect(i);
        }

        private static ValueStateDescriptor<Long> descriptor() {
            return new ValueStateDescriptor<>("opaque", Types.LONG);
        }
    }

    /** A descriptor built inline, then configured: its constructor's arguments do not say all. */
    public static final class LazyConfigured extends KeyedProcessFunction<Long, Long, Long> {
        private transient ValueState<Long> state;

        @Override
        public void processElement(Long i, Context ctx, Collector<Long> out) throws Exception {
            if (state == null) {
                ValueStateDescriptor<Long> d = new ValueStateDescriptor<>("configured", Types.LONG);
                d.enableTimeToLive(StateTtlConfig.newBuilder(Duration.ofHours(1)).build());
                state = getRuntimeContext().getState(d);
            }
            state.update(i);
            out.collect(i);
        }
    }

    /** A descriptor field set on the first record: its value then is not the one after open(). */
    public static final class LazyFieldSet extends KeyedProcessFunction<Long, Long, Long> {
        private transient ValueStateDescriptor<Long> desc;

        @Override
        public void processElement(Long i, Context ctx, Collector<Long> out) throws Exception {
            if (desc == null) {
                desc = new ValueStateDescriptor<>("set", Types.LONG);
            }
            getRuntimeContext().getState(desc).update(i);
            out.collect(i);
        }
    }

    /** A custom operator that obtains its state through getPartitionedState on the first record. */
    public static final class LazyOperator extends AbstractStreamOperator<Long>
            implements OneInputStreamOperator<Long, Long> {
        private transient ValueState<Long> state;

        @Override
        public void processElement(StreamRecord<Long> r) throws Exception {
            if (state == null) {
                state = getPartitionedState(new ValueStateDescriptor<>("partitioned", TypeInformation.of(Long.class)));
            }
            state.update(r.getValue());
            output.collect(r);
        }
    }

    public static final class Eager extends KeyedProcessFunction<Long, Long, Long> {
        private transient ValueState<Long> seen;

        @Override
        public void open(OpenContext ctx) {
            seen = getRuntimeContext().getState(SEEN);
        }

        @Override
        public void processElement(Long i, Context ctx, Collector<Long> out) throws Exception {
            seen.update(i);
            out.collect(i);
        }
    }

    public static final class Helper extends KeyedProcessFunction<Long, Long, Long> {
        private transient ValueState<Long> seen;

        @Override
        public void open(OpenContext ctx) {
            register();
        }

        private void register() {
            seen = getRuntimeContext().getState(SEEN);
        }

        @Override
        public void processElement(Long i, Context ctx, Collector<Long> out) throws Exception {
            seen.update(i);
            out.collect(i);
        }
    }
}

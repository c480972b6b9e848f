package fidelity;

import fidelity.lib.Lib;
import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;

import org.apache.flink.api.common.eventtime.Watermark;
import org.apache.flink.api.common.eventtime.WatermarkGenerator;
import org.apache.flink.api.common.eventtime.WatermarkOutput;
import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.api.common.functions.MapFunction;
import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.co.KeyedCoProcessFunction;
import org.apache.flink.util.Collector;

/** v2: the same job, its function no longer registering timers (onTimer is unchanged): the event stream, timestamped (i s) with a watermark after every record, mapped twice
 * ("orders", "payments"), each keyed by i % 4, and the two connected; a
 * KeyedCoProcessFunction counts a key's orders (ValueState<Long> "orders"), no longer
 * registering the event-time timer v1 set 3 s after each order; onTimer emits "key EVENT_TIME@ts orders=n". */
public class Job implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        DataStream<Long> events = Lib.events(env, p)
                .assignTimestampsAndWatermarks(WatermarkStrategy.<Long>forGenerator(ctx -> new PerRecord())
                        .withTimestampAssigner((i, ts) -> i * 1000L)).uid("watermarks").name("watermarks");
        DataStream<Long> orders = events.map(new Same(), Types.LONG).uid("orders").name("orders");
        DataStream<Long> payments = events.map(new Same(), Types.LONG).uid("payments").name("payments");
        Lib.collect(orders.keyBy(new Lib.ModKey(4), Types.LONG)
                .connect(payments.keyBy(new Lib.ModKey(4), Types.LONG))
                .process(new Fn(), Types.STRING).uid("stateful").name("stateful"));
    }

    /** A watermark right behind every record. */
    public static final class PerRecord implements WatermarkGenerator<Long> {
        @Override
        public void onEvent(Long i, long ts, WatermarkOutput out) {
            out.emitWatermark(new Watermark(ts - 1));
        }

        @Override
        public void onPeriodicEmit(WatermarkOutput out) {}
    }

    public static final class Same implements MapFunction<Long, Long> {
        @Override
        public Long map(Long i) {
            return i;
        }
    }

    /** ValueState<Long> "orders" of the key's orders (input 1); no timer any more; payments (input 2) only count; onTimer emits "key timer@ts orders". */
    public static final class Fn extends KeyedCoProcessFunction<Long, Long, Long, String> {
        private transient ValueState<Long> orders;

        @Override
        public void open(OpenContext ctx) {
            orders = getRuntimeContext().getState(new ValueStateDescriptor<>("orders", Types.LONG));
        }

        @Override
        public void processElement1(Long i, Context ctx, Collector<String> out) throws Exception {
            Long c = orders.value();
            orders.update(c == null ? 1 : c + 1);
            // no timer any more
        }

        @Override
        public void processElement2(Long i, Context ctx, Collector<String> out) {}

        @Override
        public void onTimer(long ts, OnTimerContext ctx, Collector<String> out) throws Exception {
            out.collect(ctx.getCurrentKey() + " " + ctx.timeDomain() + "@" + ts + " orders=" + orders.value());
        }
    }
}

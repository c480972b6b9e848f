package fidelity;

import fidelity.lib.Lib;
import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;

import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.api.connector.source.util.ratelimit.RateLimiterStrategy;
import org.apache.flink.connector.datagen.source.DataGeneratorSource;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.util.Collector;

/**
 * v1: the counting job, and a second source "side": a DataGeneratorSource (Flink's datagen
 * connector: a NumberSequenceSource's splits and enumerator underneath), 2 records a second.
 */
public class Job implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        DataStream<Long> counts = Lib.keyed(env, p).process(new Count(), Types.LONG).uid("count").name("count");
        Lib.collect(counts);
        DataGeneratorSource<Long> generator =
                new DataGeneratorSource<>(i -> i, Long.MAX_VALUE, RateLimiterStrategy.perSecond(2), Types.LONG);
        DataStream<Long> side = env.fromSource(generator, WatermarkStrategy.noWatermarks(), "side").uid("side")
                .setParallelism(1);
        Lib.collect(side, "side-sink");
    }

    public static final class Count extends KeyedProcessFunction<Long, Long, Long> {
        private transient ValueState<Long> count;

        @Override
        public void open(OpenContext ctx) {
            count = getRuntimeContext().getState(new ValueStateDescriptor<>("count", Types.LONG));
        }

        @Override
        public void processElement(Long i, Context ctx, Collector<Long> out) throws Exception {
            long c = count.value() == null ? 1 : count.value() + 1;
            count.update(c);
            out.collect(c);
        }
    }
}

package fidelity.hashing;

import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;
import flinkcompat.fixtures.harness.SeqSource;

import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.api.common.functions.FilterFunction;
import org.apache.flink.api.common.functions.MapFunction;
import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.functions.ReduceFunction;
import org.apache.flink.api.common.state.MapStateDescriptor;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.api.java.functions.KeySelector;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.datastream.SingleOutputStreamOperator;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.streaming.api.functions.co.BroadcastProcessFunction;
import org.apache.flink.streaming.api.functions.co.KeyedCoProcessFunction;
import org.apache.flink.streaming.api.functions.sink.v2.DiscardingSink;
import org.apache.flink.streaming.api.windowing.assigners.TumblingEventTimeWindows;
import org.apache.flink.util.Collector;

import java.time.Duration;

/**
 * Topologies WITHOUT uids (unless a topology says otherwise) for the OperatorID hashing vectors:
 * {@code run.py vectors} builds each with {@code Harness describe} (StreamGraph → JobGraph, nothing
 * runs) and records the OperatorIDs Flink generates. tests/fidelity/hashing/topologies.py describes
 * the same topologies with the Python API. Every operator has a unique name; Flink prefixes
 * sources with "Source: " and names a Sink V2 writer "<name>: Writer".
 */
public final class Topologies {
    private Topologies() {}

    static SingleOutputStreamOperator<Long> source(StreamExecutionEnvironment env, String name) {
        return env.fromSource(new SeqSource(name, 10, 0), WatermarkStrategy.noWatermarks(), name, Types.LONG)
                .setParallelism(1);
    }

    static <T> void sink(DataStream<T> s, String name) {
        s.sinkTo(new DiscardingSink<>()).name(name);
    }

    public static final class Id implements MapFunction<Long, Long> {
        @Override
        public Long map(Long i) {
            return i;
        }
    }

    public static final class Even implements FilterFunction<Long> {
        @Override
        public boolean filter(Long i) {
            return i % 2 == 0;
        }
    }

    public static final class Mod implements KeySelector<Long, Long> {
        @Override
        public Long getKey(Long i) {
            return i % 4;
        }
    }

    public static final class Sum implements ReduceFunction<Long> {
        @Override
        public Long reduce(Long a, Long b) {
            return a + b;
        }
    }

    public static final class Last extends KeyedProcessFunction<Long, Long, Long> {
        private transient ValueState<Long> last;

        @Override
        public void open(OpenContext ctx) {
            last = getRuntimeContext().getState(new ValueStateDescriptor<>("last", Types.LONG));
        }

        @Override
        public void processElement(Long i, Context ctx, Collector<Long> out) throws Exception {
            last.update(i);
            out.collect(i);
        }
    }

    public static final class Join extends KeyedCoProcessFunction<Long, Long, Long, Long> {
        @Override
        public void processElement1(Long i, Context ctx, Collector<Long> out) {
            out.collect(i);
        }

        @Override
        public void processElement2(Long i, Context ctx, Collector<Long> out) {
            out.collect(i);
        }
    }

    static final MapStateDescriptor<String, Long> RULES = new MapStateDescriptor<>("rules", Types.STRING, Types.LONG);

    public static final class Apply extends BroadcastProcessFunction<Long, Long, Long> {
        @Override
        public void processElement(Long i, ReadOnlyContext ctx, Collector<Long> out) {
            out.collect(i);
        }

        @Override
        public void processBroadcastElement(Long j, Context ctx, Collector<Long> out) throws Exception {
            ctx.getBroadcastState(RULES).put("r" + j, j);
        }
    }

    /** source → map → filter → sink, all at parallelism 1: one chain. */
    public static final class Chain implements FixtureJob {
        @Override
        public void build(StreamExecutionEnvironment env, JobParams p) {
            sink(source(env, "src").map(new Id(), Types.LONG).name("map").filter(new Even()).name("filter"), "sink");
        }
    }

    /** source (p 1) → keyBy → keyed process (p 2) → sink. */
    public static final class KeyBy implements FixtureJob {
        @Override
        public void build(StreamExecutionEnvironment env, JobParams p) {
            sink(source(env, "src").keyBy(new Mod(), Types.LONG).process(new Last(), Types.LONG).name("process"), "sink");
        }
    }

    /** As KeyBy, with a filter chained to the source (parallelism 1 everywhere). */
    public static final class FilterInserted implements FixtureJob {
        @Override
        public void build(StreamExecutionEnvironment env, JobParams p) {
            sink(source(env, "src").filter(new Even()).name("filter").keyBy(new Mod(), Types.LONG)
                    .process(new Last(), Types.LONG).name("process"), "sink");
        }
    }

    /** As KeyBy at parallelism 1, without the filter (the baseline of FilterInserted). */
    public static final class KeyByP1 implements FixtureJob {
        @Override
        public void build(StreamExecutionEnvironment env, JobParams p) {
            sink(source(env, "src").keyBy(new Mod(), Types.LONG).process(new Last(), Types.LONG).name("process"), "sink");
        }
    }

    /** Two sources unioned, then a map and a sink. */
    public static final class Union implements FixtureJob {
        @Override
        public void build(StreamExecutionEnvironment env, JobParams p) {
            sink(source(env, "a").union(source(env, "b")).map(new Id(), Types.LONG).name("map"), "sink");
        }
    }

    /** Two keyed inputs into a KeyedCoProcessFunction. */
    public static final class TwoInputs implements FixtureJob {
        @Override
        public void build(StreamExecutionEnvironment env, JobParams p) {
            DataStream<Long> a = source(env, "a");
            DataStream<Long> b = source(env, "b").map(new Id(), Types.LONG).name("map-b");
            sink(a.keyBy(new Mod(), Types.LONG).connect(b.keyBy(new Mod(), Types.LONG))
                    .process(new Join(), Types.LONG).name("join"), "sink");
        }
    }

    /** source → map.disableChaining() → filter → sink (parallelism 1). */
    public static final class DisableChaining implements FixtureJob {
        @Override
        public void build(StreamExecutionEnvironment env, JobParams p) {
            sink(source(env, "src").map(new Id(), Types.LONG).name("map").disableChaining()
                    .filter(new Even()).name("filter"), "sink");
        }
    }

    /** source → map → filter.startNewChain() → sink (parallelism 1). */
    public static final class StartNewChain implements FixtureJob {
        @Override
        public void build(StreamExecutionEnvironment env, JobParams p) {
            sink(source(env, "src").map(new Id(), Types.LONG).name("map")
                    .filter(new Even()).name("filter").startNewChain(), "sink");
        }
    }

    /** env.disableOperatorChaining(): source → map → filter → sink (parallelism 1). */
    public static final class NoChaining implements FixtureJob {
        @Override
        public void build(StreamExecutionEnvironment env, JobParams p) {
            env.disableOperatorChaining();
            sink(source(env, "src").map(new Id(), Types.LONG).name("map").filter(new Even()).name("filter"), "sink");
        }
    }

    /** source (1) → map (2) → map (2) → sink (3): chains break where parallelism changes. */
    public static final class DifferentParallelism implements FixtureJob {
        @Override
        public void build(StreamExecutionEnvironment env, JobParams p) {
            DataStream<Long> m = source(env, "src").map(new Id(), Types.LONG).name("map-1").setParallelism(2)
                    .map(new Id(), Types.LONG).name("map-2").setParallelism(2);
            m.sinkTo(new DiscardingSink<>()).name("sink").setParallelism(3);
        }
    }

    /** One source feeding two branches (map-a → sink-a, map-b → sink-b), parallelism 1. */
    public static final class Branches implements FixtureJob {
        @Override
        public void build(StreamExecutionEnvironment env, JobParams p) {
            DataStream<Long> s = source(env, "src");
            sink(s.map(new Id(), Types.LONG).name("map-a"), "sink-a");
            sink(s.filter(new Even()).name("filter-b"), "sink-b");
        }
    }

    /** Some operators with uids, some without (uid'd nodes still take a position). */
    public static final class MixedUids implements FixtureJob {
        @Override
        public void build(StreamExecutionEnvironment env, JobParams p) {
            DataStream<Long> m = source(env, "src").uid("src").map(new Id(), Types.LONG).name("map");
            sink(m.keyBy(new Mod(), Types.LONG).process(new Last(), Types.LONG).name("process").uid("process")
                    .filter(new Even()).name("filter"), "sink");
        }
    }

    /** A broadcast state pattern (non-keyed) without uids. */
    public static final class Broadcast implements FixtureJob {
        @Override
        public void build(StreamExecutionEnvironment env, JobParams p) {
            DataStream<Long> rules = source(env, "rules");
            sink(source(env, "events").connect(rules.broadcast(RULES)).process(new Apply(), Types.LONG).name("apply"), "sink");
        }
    }

    /** keyBy → tumbling event-time window with a ReduceFunction. */
    public static final class Window implements FixtureJob {
        @Override
        public void build(StreamExecutionEnvironment env, JobParams p) {
            sink(source(env, "src").keyBy(new Mod(), Types.LONG)
                    .window(TumblingEventTimeWindows.of(Duration.ofSeconds(10))).reduce(new Sum()).name("window"), "sink");
        }
    }

    /** A map in another slot sharing group: it does not chain to the source (parallelism 1). */
    public static final class SlotSharingGroup implements FixtureJob {
        @Override
        public void build(StreamExecutionEnvironment env, JobParams p) {
            sink(source(env, "src").map(new Id(), Types.LONG).name("map").slotSharingGroup("other"), "sink");
        }
    }

    /** rebalance() between operators of equal parallelism breaks the chain. */
    public static final class Rebalance implements FixtureJob {
        @Override
        public void build(StreamExecutionEnvironment env, JobParams p) {
            sink(source(env, "src").map(new Id(), Types.LONG).name("map").rebalance()
                    .filter(new Even()).name("filter"), "sink");
        }
    }

    /** Two keyed sources unioned into one keyed reduce. */
    public static final class UnionKeyed implements FixtureJob {
        @Override
        public void build(StreamExecutionEnvironment env, JobParams p) {
            DataStream<Long> a = source(env, "a").map(new Id(), Types.LONG).name("map-a");
            sink(a.union(source(env, "b")).keyBy(new Mod(), Types.LONG).reduce(new Sum()).name("reduce"), "sink");
        }
    }

    /** A source at the job's parallelism (2) chains to its map. */
    public static final class SourceChained implements FixtureJob {
        @Override
        public void build(StreamExecutionEnvironment env, JobParams p) {
            DataStream<Long> s = env.fromSource(new SeqSource("src", 10, 0), WatermarkStrategy.noWatermarks(), "src",
                    Types.LONG);
            sink(s.map(new Id(), Types.LONG).name("map"), "sink");
        }
    }

    /** A map with two chained consumers (two chainable out-edges), parallelism 1. */
    public static final class FanOutChained implements FixtureJob {
        @Override
        public void build(StreamExecutionEnvironment env, JobParams p) {
            DataStream<Long> m = source(env, "src").map(new Id(), Types.LONG).name("map");
            sink(m.filter(new Even()).name("filter-a"), "sink-a");
            sink(m.map(new Id(), Types.LONG).name("map-b"), "sink-b");
        }
    }

    /** The second input of a co-process is created first. */
    public static final class TwoInputsReversed implements FixtureJob {
        @Override
        public void build(StreamExecutionEnvironment env, JobParams p) {
            DataStream<Long> b = source(env, "b").map(new Id(), Types.LONG).name("map-b");
            DataStream<Long> a = source(env, "a").map(new Id(), Types.LONG).name("map-a");
            sink(a.keyBy(new Mod(), Types.LONG).connect(b.keyBy(new Mod(), Types.LONG))
                    .process(new Join(), Types.LONG).name("join"), "sink");
        }
    }

    /** A keyed reduce with an explicit forward() before the sink. */
    public static final class ReduceForward implements FixtureJob {
        @Override
        public void build(StreamExecutionEnvironment env, JobParams p) {
            sink(source(env, "src").keyBy(new Mod(), Types.LONG).reduce(new Sum()).name("reduce").forward()
                    .map(new Id(), Types.LONG).name("map"), "sink");
        }
    }
}

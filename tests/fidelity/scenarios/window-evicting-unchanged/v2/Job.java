package fidelity;

import fidelity.lib.Lib;
import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;

import org.apache.flink.api.common.functions.MapFunction;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.api.java.functions.KeySelector;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.windowing.ProcessWindowFunction;
import org.apache.flink.streaming.api.windowing.assigners.GlobalWindows;
import org.apache.flink.streaming.api.windowing.evictors.CountEvictor;
import org.apache.flink.streaming.api.windowing.triggers.CountTrigger;
import org.apache.flink.streaming.api.windowing.windows.GlobalWindow;
import org.apache.flink.util.Collector;

/** v1 and v2 (unchanged): the events as Long, keyed by i % 2, in GlobalWindows fired every 3 records (CountTrigger) keeping the last 4
 * (CountEvictor); each firing emits "key=records". */
public class Job implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        Lib.collect(Lib.events(env, p)
                .map(new Convert(), Types.LONG).uid("convert").name("convert")
                .keyBy(new Mod2(), Types.LONG)
                .window(GlobalWindows.create())
                .trigger(CountTrigger.of(3))
                .evictor(CountEvictor.of(4))
                .process(new Contents(), Types.STRING).uid("window").name("window"));
    }

    public static final class Convert implements MapFunction<Long, Long> {
        @Override
        public Long map(Long i) {
            return i;
        }
    }

    public static final class Mod2 implements KeySelector<Long, Long> {
        @Override
        public Long getKey(Long i) {
            return (long) (i % 2);
        }
    }

    public static final class Contents extends ProcessWindowFunction<Long, String, Long, GlobalWindow> {
        @Override
        public void process(Long key, Context ctx, Iterable<Long> records, Collector<String> out) {
            StringBuilder all = new StringBuilder();
            for (Long i : records) {
                all.append(all.length() == 0 ? "" : " ").append(i);
            }
            out.collect(key + "=" + all);
        }
    }
}

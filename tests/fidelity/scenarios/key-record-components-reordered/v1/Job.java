package fidelity;

import fidelity.lib.Lib;
import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;

import org.apache.flink.api.common.functions.MapFunction;
import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.util.Collector;

/** v1: records keyed by themselves, a record UserKey(tenant, user) with tenant = i % 2, user = i % 3;
 * ValueState<Long> "count" per key; emits "key=count" after each record. */
public class Job implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        Lib.collect(Lib.events(env, p)
                .map(new ToKey(), TypeInformation.of(UserKey.class)).uid("to-key").name("to-key")
                .keyBy(k -> k, TypeInformation.of(UserKey.class))
                .process(new Count(), Types.STRING).uid("count").name("count"));
    }

    public static final class ToKey implements MapFunction<Long, UserKey> {
        @Override
        public UserKey map(Long i) {
            return new UserKey(i % 2, i % 3);
        }
    }

    public static final class Count extends KeyedProcessFunction<UserKey, UserKey, String> {
        private transient ValueState<Long> count;

        @Override
        public void open(OpenContext ctx) {
            count = getRuntimeContext().getState(new ValueStateDescriptor<>("count", Types.LONG));
        }

        @Override
        public void processElement(UserKey key, Context ctx, Collector<String> out) throws Exception {
            long n = (count.value() == null ? 0L : count.value()) + 1;
            count.update(n);
            out.collect("tenant " + key.tenant() + " user " + key.user() + "=" + n);
        }
    }
}

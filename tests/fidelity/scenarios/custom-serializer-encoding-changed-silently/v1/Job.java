package fidelity;

import fidelity.lib.Lib;
import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;

import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.util.Collector;

/** Keyed by i % 3, ValueState<Money> "balance" (Money's own TypeInformation, @TypeInfo) adding 100 * i cents per
 * record; emits "key=cents" after each record. */
public class Job implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        Lib.collect(Lib.keyed(env, p).process(new Balance(), Types.STRING).uid("balance").name("balance"));
    }

    public static final class Balance extends KeyedProcessFunction<Long, Long, String> {
        private transient ValueState<Money> balance;

        @Override
        public void open(OpenContext ctx) {
            balance = getRuntimeContext().getState(new ValueStateDescriptor<>("balance", TypeInformation.of(Money.class)));
        }

        @Override
        public void processElement(Long i, Context ctx, Collector<String> out) throws Exception {
            Money m = balance.value();
            long cents = (m == null ? 0L : m.cents) + 100 * i;
            balance.update(new Money(cents));
            out.collect(ctx.getCurrentKey() + "=" + cents);
        }
    }
}

package fidelity;

import fidelity.lib.Lib;
import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;

import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.api.scala.typeutils.OptionTypeInfo;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.util.Collector;

import scala.Option;

/** v1 (Flink 1.x): ValueState<Option<Long>> "opt" with the Scala API's OptionTypeInfo, and ValueState<Long> "n". */
public class Job implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        Lib.collect(Lib.keyed(env, p).process(new Fn(), Types.STRING).uid("stateful").name("stateful"));
    }

    public static final class Fn extends KeyedProcessFunction<Long, Long, String> {
        private transient ValueState<Option<Long>> opt;
        private transient ValueState<Long> n;

        @Override
        public void open(OpenContext ctx) {
            opt = getRuntimeContext().getState(
                    new ValueStateDescriptor<>("opt", new OptionTypeInfo<Long, Option<Long>>(Types.LONG)));
            n = getRuntimeContext().getState(new ValueStateDescriptor<>("n", Types.LONG));
        }

        @Override
        public void processElement(Long i, Context ctx, Collector<String> out) throws Exception {
            opt.update(i % 2 == 0 ? Option.apply(i) : Option.empty());
            // the output names the key and depends on the state "n" both versions keep
            out.collect(ctx.getCurrentKey() + ": n=" + n.value());
            n.update(n.value() == null ? 1L : n.value() + 1);
        }
    }
}

package fidelity;

import fidelity.lib.Lib;
import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;

import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.streaming.api.TimerService;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.util.Collector;

import java.io.Serializable;
import java.util.List;
import java.util.function.BiConsumer;

/**
 * Keyed process functions whose timers are registered by what they hold, not by their own code
 * (graph/bridge/Behaviour.java, timers): a lambda of the JDK's BiConsumer, an object of the job's
 * class implementing it, a lambda of the job's own interface, helpers in a list, a lambda in a
 * static field of another class, an enum's constant (beside a field left null); and one holding a
 * helper that registers none. Each is given its helper by its constructor, as a job configures a
 * function.
 */
public class TimersJob implements FixtureJob {
    /** The job's own interface for what arms a timer. */
    public interface Arm extends Serializable {
        void arm(TimerService timers, long at);
    }

    /** A helper of the job's that sets processing-time timers, held as a BiConsumer. */
    public static final class ProcessingArm implements BiConsumer<TimerService, Long>, Serializable {
        @Override
        public void accept(TimerService timers, Long at) {
            timers.registerProcessingTimeTimer(at);
        }
    }

    /** A helper in a static field: the function reads it where it is. */
    public static final class Helpers {
        static final BiConsumer<TimerService, Long> ARM_PROCESSING =
                (BiConsumer<TimerService, Long> & Serializable) (timers, at) -> timers.registerProcessingTimeTimer(at);
    }

    /** Strategies as an enum whose constants have bodies. */
    public enum Strategy {
        PROCESSING {
            @Override
            void arm(TimerService timers, long at) {
                timers.registerProcessingTimeTimer(at);
            }
        };

        abstract void arm(TimerService timers, long at);
    }

    /** Calls the strategy it is given; its fallback is null. */
    public static final class ByStrategy extends KeyedProcessFunction<Long, Long, Long> {
        private final Strategy strategy;
        private final Arm fallback = null;
        private final List<Arm> more = java.util.Arrays.asList((Arm) null);

        ByStrategy(Strategy strategy) {
            this.strategy = strategy;
        }

        @Override
        public void processElement(Long value, Context ctx, Collector<Long> out) {
            strategy.arm(ctx.timerService(), value + 1000);
        }

        @Override
        public void onTimer(long timestamp, OnTimerContext ctx, Collector<Long> out) {
            out.collect(timestamp);
        }
    }

    /** Calls the BiConsumer it is given with its timer service. */
    public static final class ByConsumer extends KeyedProcessFunction<Long, Long, Long> {
        private final BiConsumer<TimerService, Long> arm;

        ByConsumer(BiConsumer<TimerService, Long> arm) {
            this.arm = arm;
        }

        @Override
        public void processElement(Long value, Context ctx, Collector<Long> out) {
            arm.accept(ctx.timerService(), value + 1000);
        }

        @Override
        public void onTimer(long timestamp, OnTimerContext ctx, Collector<Long> out) {
            out.collect(timestamp);
        }
    }

    /** Calls each of the job's Arms it is given. */
    public static final class ByArms extends KeyedProcessFunction<Long, Long, Long> {
        private final List<Arm> arms;

        ByArms(List<Arm> arms) {
            this.arms = arms;
        }

        @Override
        public void processElement(Long value, Context ctx, Collector<Long> out) {
            for (Arm a : arms) {
                a.arm(ctx.timerService(), value + 1000);
            }
        }

        @Override
        public void onTimer(long timestamp, OnTimerContext ctx, Collector<Long> out) {
            out.collect(timestamp);
        }
    }

    /** Calls the helper of a static field. */
    public static final class ByStaticHelper extends KeyedProcessFunction<Long, Long, Long> {
        @Override
        public void processElement(Long value, Context ctx, Collector<Long> out) {
            Helpers.ARM_PROCESSING.accept(ctx.timerService(), value + 1000);
        }

        @Override
        public void onTimer(long timestamp, OnTimerContext ctx, Collector<Long> out) {
            out.collect(timestamp);
        }
    }

    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        DataStream<Long> events = Lib.events(env, p);
        add(events, "jdk-lambda-event", new ByConsumer(
                (BiConsumer<TimerService, Long> & Serializable) (timers, at) -> timers.registerEventTimeTimer(at)));
        add(events, "job-class-processing", new ByConsumer(new ProcessingArm()));
        add(events, "no-timers", new ByConsumer((BiConsumer<TimerService, Long> & Serializable) (timers, at) -> { }));
        add(events, "own-interface-event", new ByArms(List.of((timers, at) -> timers.registerEventTimeTimer(at))));
        add(events, "own-interface-both", new ByArms(List.of(
                (timers, at) -> timers.registerEventTimeTimer(at), (timers, at) -> timers.registerProcessingTimeTimer(at))));
        add(events, "own-interface-none-held", new ByArms(List.of()));
        add(events, "static-helper-processing", new ByStaticHelper());
        add(events, "enum-constant-processing", new ByStrategy(Strategy.PROCESSING));
    }

    private static void add(DataStream<Long> events, String uid, KeyedProcessFunction<Long, Long, Long> fn) {
        Lib.sink(events.keyBy(i -> i % 4, Types.LONG).process(fn, Types.LONG).uid(uid).name(uid), "sink-" + uid);
    }
}

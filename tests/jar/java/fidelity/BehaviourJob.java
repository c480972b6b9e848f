package fidelity;

import fidelity.lib.Lib;
import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;

import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.api.java.functions.KeySelector;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.windowing.assigners.TumblingEventTimeWindows;
import org.apache.flink.streaming.api.windowing.evictors.CountEvictor;

import java.time.Duration;

/**
 * Windows and key selectors the bridge describes (graph/bridge/Behaviour.java): a count window with
 * an evictor; key selectors as method references, as lambdas that are the same code at two places
 * and that call different helper methods (of the class, of other classes of the job, inherited);
 * the same keys as an anonymous class, a method reference and a lambda; keys concatenated into a String;
 * window joins (Flink's UnionKeySelector around the job's), with
 * two selector objects and with one shared by both inputs.
 */
public class BehaviourJob implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        DataStream<Long> events = Lib.events(env, p);
        Lib.sink(events.keyBy(new Lib.ModKey(4), Types.LONG).countWindow(3).evictor(CountEvictor.of(2))
                .reduce(Long::sum).uid("count-evict").name("count-evict"), "sink-1");
        Lib.sink(events.keyBy(BehaviourJob::half, Types.LONG).reduce(Long::sum).uid("ref-half").name("ref-half"), "sink-2");
        Lib.sink(events.keyBy(BehaviourJob::third, Types.LONG).reduce(Long::sum).uid("ref-third").name("ref-third"), "sink-3");
        Lib.sink(events.keyBy(i -> i % 5, Types.LONG).reduce(Long::sum).uid("mod5-a").name("mod5-a"), "sink-4");
        Lib.sink(events.keyBy(i -> i % 5, Types.LONG).reduce(Long::sum).uid("mod5-b").name("mod5-b"), "sink-5");
        Lib.sink(events.keyBy(i -> half(i), Types.LONG).reduce(Long::sum).uid("via-half").name("via-half"), "sink-6");
        Lib.sink(events.keyBy(i -> third(i), Types.LONG).reduce(Long::sum).uid("via-third").name("via-third"), "sink-7");
        Lib.sink(events.keyBy(i -> KeyHelpers.Half.of(i), Types.LONG).reduce(Long::sum).uid("helper-half").name("helper-half"), "sink-10");
        Lib.sink(events.keyBy(i -> KeyHelpers.Halve.of(i), Types.LONG).reduce(Long::sum).uid("helper-halve").name("helper-halve"), "sink-11");
        Lib.sink(events.keyBy(i -> KeyHelpers.Third.of(i), Types.LONG).reduce(Long::sum).uid("helper-third").name("helper-third"), "sink-12");
        Lib.sink(events.keyBy(i -> new KeyHelpers.ByHalf().key(i), Types.LONG).reduce(Long::sum).uid("inherited-half").name("inherited-half"), "sink-13");
        Lib.sink(events.keyBy(i -> new KeyHelpers.ByThird().key(i), Types.LONG).reduce(Long::sum).uid("inherited-third").name("inherited-third"), "sink-14");
        // keys concatenated into a String (an invokedynamic of StringConcatFactory, whose recipe marks
        // its arguments with a control character)
        Lib.sink(events.keyBy(i -> "k" + (i % 4), Types.STRING).reduce(Long::sum).uid("concat-mod4").name("concat-mod4"), "sink-17");
        Lib.sink(events.keyBy(i -> "k" + (i % 4), Types.STRING).reduce(Long::sum).uid("concat-mod4-again").name("concat-mod4-again"), "sink-18");
        Lib.sink(events.keyBy(i -> "k" + (i % 5), Types.STRING).reduce(Long::sum).uid("concat-mod5").name("concat-mod5"), "sink-19");
        // the same keys written another way: an anonymous class for a method reference or a lambda
        Lib.sink(events.keyBy(new KeySelector<Long, Long>() {
            @Override
            public Long getKey(Long i) {
                return half(i);
            }
        }, Types.LONG).reduce(Long::sum).uid("anonymous-half").name("anonymous-half"), "sink-15");
        Lib.sink(events.keyBy(new KeySelector<Long, Long>() {
            @Override
            public Long getKey(Long i) {
                return i % 5;
            }
        }, Types.LONG).reduce(Long::sum).uid("anonymous-mod5").name("anonymous-mod5"), "sink-16");
        Lib.sink(events.join(events).where(new Lib.ModKey(4), Types.LONG).equalTo(new Lib.ModKey(4), Types.LONG)
                .window(TumblingEventTimeWindows.of(Duration.ofSeconds(10)))
                .apply((a, b) -> a + b, Types.LONG).uid("join").name("join"), "sink-8");
        Lib.ModKey shared = new Lib.ModKey(4);
        Lib.sink(events.join(events).where(shared, Types.LONG).equalTo(shared, Types.LONG)
                .window(TumblingEventTimeWindows.of(Duration.ofSeconds(10)))
                .apply((a, b) -> a + b, Types.LONG).uid("join-shared").name("join-shared"), "sink-9");
    }

    static Long half(Long i) {
        return i / 2;
    }

    static Long third(Long i) {
        return i / 3;
    }
}

"""v2: v1 with only this docstring changed (a count per user, an event-time timer 3 s after each record).

A plain PyFlink program: a file source watching --input for lines "kU,amount" (user U); event
time is the amount in seconds (watermarks follow the records); keyed by the user (INT). Every
record prints one JSON line as it is read; every timer that fires prints one ("fired": its
time), so what a restored job does with the timers v1 left pending shows in its output.
"""

import argparse
import json

from pyflink.common import Duration, Types, WatermarkStrategy
from pyflink.common.watermark_strategy import TimestampAssigner
from pyflink.datastream import KeyedProcessFunction, RuntimeContext, StreamExecutionEnvironment
from pyflink.datastream.connectors.file_system import FileSource, StreamFormat
from pyflink.datastream.state import ValueStateDescriptor


class AmountSeconds(TimestampAssigner):
    def extract_timestamp(self, value, record_timestamp):
        return value[1] * 1000


class CountThenRemind(KeyedProcessFunction):
    """Counts each user's records; 3 s of event time after each, a timer prints its time."""

    def open(self, ctx: RuntimeContext):
        self.count = ctx.get_state(ValueStateDescriptor("count", Types.INT()))

    def process_element(self, value, ctx):
        read = self.count.value()
        self.count.update((read or 0) + 1)
        ctx.timer_service().register_event_time_timer(ctx.timestamp() + 3000)
        yield json.dumps({"key": f"u{value[0]}", "record": value[1], "read": {"count": read},
                          "wrote": {"count": self.count.value()}})

    def on_timer(self, timestamp, ctx):
        # (not the count: how many records a timer sees depends on when the periodic watermark came)
        yield json.dumps({"key": f"u{ctx.get_current_key()}", "fired": f"{ctx.time_domain()}@{timestamp}",
                          "read": {}, "wrote": {}})


def parse(line):
    key, amount = line.split(",")
    return int(key[1:]), int(amount)


def main(argv=None):
    parser = argparse.ArgumentParser()
    parser.add_argument("--input", default="input", help="directory of key,amount lines (new files are read)")
    args, _ = parser.parse_known_args(argv)
    env = StreamExecutionEnvironment.get_execution_environment()
    env.set_parallelism(1)
    source = (FileSource.for_record_stream_format(StreamFormat.text_line_format(), args.input)
              .monitor_continuously(Duration.of_millis(100))
              .build())
    lines = env.from_source(source, WatermarkStrategy.no_watermarks(), "events").uid("events")
    events = (lines.map(parse, output_type=Types.TUPLE([Types.INT(), Types.INT()])).uid("parse")
              .assign_timestamps_and_watermarks(
                  WatermarkStrategy.for_monotonous_timestamps().with_timestamp_assigner(AmountSeconds()))
              .uid("timestamps"))
    (events.key_by(lambda r: r[0], key_type=Types.INT())
     .process(CountThenRemind(), output_type=Types.STRING()).uid("remind")
     .print().uid("sink"))
    env.execute("pyflink-timers")


if __name__ == "__main__":
    main()

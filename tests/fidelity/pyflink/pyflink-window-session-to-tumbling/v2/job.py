"""v2: 10 s tumbling event-time windows in place of v1's sessions (same uid, same state types); each fired window prints its records.

A plain PyFlink program: a file source watching --input for lines "kU,amount" (user U); event
time is the amount in seconds (watermarks follow the records); keyed by the user (INT). Every
record prints one JSON line as it is read, and every window that fires prints its records
("fired"), so what a restored job does with the windows v1 left open shows in its output.
"""

import argparse
import json

from pyflink.common import Duration, Types, WatermarkStrategy
from pyflink.common.time import Time
from pyflink.common.watermark_strategy import TimestampAssigner
from pyflink.datastream import StreamExecutionEnvironment
from pyflink.datastream.connectors.file_system import FileSource, StreamFormat
from pyflink.datastream.functions import ProcessWindowFunction
from pyflink.datastream.window import TumblingEventTimeWindows


class AmountSeconds(TimestampAssigner):
    def extract_timestamp(self, value, record_timestamp):
        return value[1] * 1000


class Fire(ProcessWindowFunction):
    """The window's records, by amount."""

    def process(self, key, context, elements):
        w = context.window()
        yield json.dumps({"key": f"u{key}", "window": [w.start, w.end], "fired": sorted(e[1] for e in elements),
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
    (events.map(lambda r: json.dumps({"key": f"u{r[0]}", "record": r[1], "read": {}, "wrote": {}}),
                output_type=Types.STRING()).uid("records")
     .print().uid("records-sink"))
    (events.key_by(lambda r: r[0], key_type=Types.INT())
     .window(TumblingEventTimeWindows.of(Time.seconds(10)))
     .process(Fire(), output_type=Types.STRING()).uid("window")
     .print().uid("window-sink"))
    env.execute("pyflink-window-session-to-tumbling")


if __name__ == "__main__":
    main()

"""v2: the same key, computed by the same expression in a def with another name and a comment.

A plain PyFlink program: a file source watching --input for lines "kU,amount" (user U), each
record (user, account, amount) with account = (user + 1) % 3, both INT; keyed by the user (def key_of, renamed); a
KeyedProcessFunction keeps the running total in a value state and prints, per record, the
record's user as "key", what it read from its state and what it wrote, as one JSON line (so a
record that reads another user's total shows as a misread).
"""

import argparse
import json

from pyflink.common import Duration, Types, WatermarkStrategy
from pyflink.datastream import KeyedProcessFunction, RuntimeContext, StreamExecutionEnvironment
from pyflink.datastream.connectors.file_system import FileSource, StreamFormat
from pyflink.datastream.state import ValueStateDescriptor


class TotalPerKey(KeyedProcessFunction):
    """Per key: the running total of the amounts, in a value state."""

    def open(self, ctx: RuntimeContext):
        self.total = ctx.get_state(ValueStateDescriptor("total", Types.INT()))

    def process_element(self, value, ctx):
        user, _account, amount = value
        read = self.total.value()
        wrote = (read or 0) + amount
        self.total.update(wrote)
        yield json.dumps({"key": f"u{user}", "read": {"total": read}, "wrote": {"total": wrote}}, default=repr)


def parse(line):
    key, amount = line.split(",")
    user = int(key[1:])
    return user, (user + 1) % 3, int(amount)


def key_of(record):
    # the user: the record's first field
    return record[
        0]


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
    events = lines.map(parse, output_type=Types.TUPLE([Types.INT(), Types.INT(), Types.INT()])).uid("parse")
    (events.key_by(key_of, key_type=Types.INT())
     .process(TotalPerKey(), output_type=Types.STRING()).uid("total")
     .print().uid("sink"))
    env.execute("pyflink-keyby-function-renamed-only")


if __name__ == "__main__":
    main()

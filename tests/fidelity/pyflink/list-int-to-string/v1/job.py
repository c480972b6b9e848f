"""v1: every amount per key, as Types.INT() elements.

A plain PyFlink program: a file source watching --input for lines "key,amount", keyed by key, a
KeyedProcessFunction with its state declared in open(); it prints, per record, what it read from
its state and what it wrote, as one JSON line.
"""

import argparse
import json

from pyflink.common import Duration, Types, WatermarkStrategy
from pyflink.datastream import KeyedProcessFunction, RuntimeContext, StreamExecutionEnvironment
from pyflink.datastream.connectors.file_system import FileSource, StreamFormat
from pyflink.datastream.state import ListStateDescriptor


class AmountsPerKey(KeyedProcessFunction):
    """Per key: every amount seen, in a list state."""

    def open(self, ctx: RuntimeContext):
        self.amounts = ctx.get_list_state(ListStateDescriptor("amounts", Types.INT()))

    def process_element(self, value, ctx):
        key, amount = value
        read = list(self.amounts.get())
        self.amounts.add(amount)
        wrote = list(self.amounts.get())
        yield json.dumps({"key": key, "read": {"amounts": read}, "wrote": {"amounts": wrote}}, default=repr)


def parse(line):
    key, amount = line.split(",")
    return key, int(amount)


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
    events = lines.map(parse, output_type=Types.TUPLE([Types.STRING(), Types.INT()])).uid("parse")
    (events.key_by(lambda e: e[0], key_type=Types.STRING())
     .process(AmountsPerKey(), output_type=Types.STRING()).uid("amounts")
     .print().uid("sink"))
    env.execute("list-int-to-string")


if __name__ == "__main__":
    main()

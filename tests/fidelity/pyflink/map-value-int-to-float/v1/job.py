"""v1: totals by parity per key, Types.STRING() -> Types.INT().

A plain PyFlink program: a file source watching --input for lines "key,amount", keyed by key, a
KeyedProcessFunction with its state declared in open(); it prints, per record, what it read from
its state and what it wrote, as one JSON line.
"""

import argparse
import json

from pyflink.common import Duration, Types, WatermarkStrategy
from pyflink.datastream import KeyedProcessFunction, RuntimeContext, StreamExecutionEnvironment
from pyflink.datastream.connectors.file_system import FileSource, StreamFormat
from pyflink.datastream.state import MapStateDescriptor


class AmountsByParity(KeyedProcessFunction):
    """Per key: the total of the even and of the odd amounts, in a map state."""

    def open(self, ctx: RuntimeContext):
        self.by_parity = ctx.get_map_state(MapStateDescriptor("by_parity", Types.STRING(), Types.INT()))

    def process_element(self, value, ctx):
        key, amount = value
        read = sorted(self.by_parity.items())
        parity = "even" if amount % 2 == 0 else "odd"
        current = self.by_parity.get(parity)
        self.by_parity.put(parity, (current or 0) + amount)
        wrote = sorted(self.by_parity.items())
        yield json.dumps({"key": key, "read": {"by_parity": read}, "wrote": {"by_parity": wrote}}, default=repr)


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
     .process(AmountsByParity(), output_type=Types.STRING()).uid("by-parity")
     .print().uid("sink"))
    env.execute("map-value-int-to-float")


if __name__ == "__main__":
    main()

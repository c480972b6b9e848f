"""v2: the same states as v1; only code changed.

A plain PyFlink program: a file source watching --input for lines "key,amount", keyed by key, a
KeyedProcessFunction with its state declared in open(); it prints, per record, what it read from
its state and what it wrote, as one JSON line.
"""

import argparse
import json

from pyflink.common import Duration, Types, WatermarkStrategy
from pyflink.datastream import KeyedProcessFunction, RuntimeContext, StreamExecutionEnvironment
from pyflink.datastream.connectors.file_system import FileSource, StreamFormat
from pyflink.datastream.state import ListStateDescriptor, MapStateDescriptor, ValueStateDescriptor


class Summary(KeyedProcessFunction):
    """Per key: the running total (value state), every amount (list state) and the totals of the
    even and odd amounts (map state). v2: the same state; the parity is computed differently (a code-only change)."""

    def open(self, ctx: RuntimeContext):
        self.total = ctx.get_state(ValueStateDescriptor("total", Types.INT()))
        self.amounts = ctx.get_list_state(ListStateDescriptor("amounts", Types.INT()))
        self.by_parity = ctx.get_map_state(MapStateDescriptor("by_parity", Types.STRING(), Types.INT()))

    def process_element(self, value, ctx):
        key, amount = value
        read = self.snapshot()
        self.total.update((self.total.value() or 0) + amount)
        self.amounts.add(amount)
        parity = ("even", "odd")[amount & 1]
        self.by_parity.put(parity, (self.by_parity.get(parity) or 0) + amount)
        yield json.dumps({"key": key, "read": read, "wrote": self.snapshot()}, default=repr)

    def snapshot(self):
        return {"total": self.total.value(), "amounts": list(self.amounts.get()),
                "by_parity": sorted(self.by_parity.items())}


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
     .process(Summary(), output_type=Types.STRING()).uid("summary")
     .print().uid("sink"))
    env.execute("unchanged")


if __name__ == "__main__":
    main()

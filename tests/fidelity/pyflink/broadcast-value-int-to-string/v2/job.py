"""v2: the same, with the broadcast state's values declared Types.STRING().

A plain PyFlink program: a file source watching --input for lines "key,amount"; the records are
broadcast to a KeyedBroadcastProcessFunction (the keyed side passes through nothing), whose
broadcast state maps each key to its running total; it prints, per broadcast record, what it read
from its state and what it wrote, as one JSON line.
"""

import argparse
import json

from pyflink.common import Duration, Types, WatermarkStrategy
from pyflink.datastream import KeyedBroadcastProcessFunction, StreamExecutionEnvironment
from pyflink.datastream.connectors.file_system import FileSource, StreamFormat
from pyflink.datastream.state import MapStateDescriptor

TOTALS = MapStateDescriptor("totals", Types.STRING(), Types.STRING())


class TotalsPerKey(KeyedBroadcastProcessFunction):
    """The broadcast side adds each amount to its key's total in the broadcast state."""

    def process_element(self, value, ctx):
        return []

    def process_broadcast_element(self, value, ctx):
        key, amount = value
        totals = ctx.get_broadcast_state(TOTALS)
        read = totals.get(key)
        totals.put(key, str(int(read or 0) + amount))
        yield json.dumps({"key": key, "read": {"totals": read}, "wrote": {"totals": totals.get(key)}}, default=repr)


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
     .connect(events.broadcast(TOTALS))
     .process(TotalsPerKey(), output_type=Types.STRING()).uid("totals")
     .print().uid("sink"))
    env.execute("broadcast-value-int-to-string")


if __name__ == "__main__":
    main()

"""v2: v1 unchanged but for this docstring: the running total per user with PyFlink's KeyedStream.reduce.

A plain PyFlink program: a file source watching --input for lines "kU,amount" (user U), each
record (user, amount, total) with total = amount; keyed by the user (INT) and reduced: the total
of the user's records so far. Per record it prints, as one JSON line, the user as "key", the
total it read (the reduced total before this record; null for the user's first record) and the
total it wrote.
"""

import argparse
import json

from pyflink.common import Duration, Types, WatermarkStrategy
from pyflink.datastream import StreamExecutionEnvironment
from pyflink.datastream.connectors.file_system import FileSource, StreamFormat


def parse(line):
    key, amount = line.split(",")
    return int(key[1:]), int(amount), int(amount)


def add(a, b):
    return b[0], b[1], a[2] + b[1]


def show(r):
    user, amount, total = r
    return json.dumps({"key": f"u{user}", "read": {"total": None if total == amount else total - amount},
                       "wrote": {"total": total}})


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
    (events.key_by(lambda r: r[0], key_type=Types.INT())
     .reduce(add).uid("total")
     .map(show, output_type=Types.STRING()).uid("show")
     .print().uid("sink"))
    env.execute("pyflink-keyed-reduce-unchanged")


if __name__ == "__main__":
    main()

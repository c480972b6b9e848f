"""A PyFlink program package: __main__.py runs pipeline.main(); --entry pipeline runs this module."""

import sys
from pyflink.common.typeinfo import Types
from pyflink.datastream import StreamExecutionEnvironment
from functions import Dedup

def main():
    env = StreamExecutionEnvironment.get_execution_environment()
    env.from_collection([1, 2, 2], type_info=Types.INT()).uid("src").key_by(lambda x: x, key_type=Types.INT()) \
        .process(Dedup(), output_type=Types.INT()).uid("dedup").print().uid("sink")
    env.execute("pkg-" + "-".join(sys.argv[1:]))

if __name__ == "__main__":
    main()

"""The function of the package (imported by reference: the loader must find this module)."""

from pyflink.common.typeinfo import Types
from pyflink.datastream.functions import KeyedProcessFunction
from pyflink.datastream.state import ValueStateDescriptor

class Dedup(KeyedProcessFunction):
    def open(self, ctx):
        self.seen = ctx.get_state(ValueStateDescriptor("seen", Types.BOOLEAN()))
    def process_element(self, value, ctx):
        if not self.seen.value():
            self.seen.update(True)
            yield value

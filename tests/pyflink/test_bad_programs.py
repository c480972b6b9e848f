"""A PyFlink program that does not build a job: exit 2, one line naming the file and the cause."""

from __future__ import annotations

import pytest

from .conftest import checker

pytestmark = pytest.mark.java

HEADER = """\
from pyflink.common.typeinfo import Types
from pyflink.datastream import StreamExecutionEnvironment
env = StreamExecutionEnvironment.get_execution_environment()
env.from_collection([1, 2, 3], type_info=Types.INT()).print()
"""

#: file name → (source, what the one error line says)
CASES = {
    "syntax_error.py": ("def broken(:\n", "syntax_error.py:1: SyntaxError"),
    "raises.py": (HEADER + "raise ValueError('no config for env prod')\nenv.execute()\n",
                  "raises.py:5: ValueError: no config for env prod"),
    "no_execute.py": (HEADER, "no_execute.py: the program ended without calling execute() or execute_async()"),
    "exits.py": (HEADER + "import sys\nsys.exit(3)\nenv.execute()\n",
                 "exits.py: the program called sys.exit(3) before execute()"),
    "loops.py": (HEADER + "while True:\n    pass\n", "loops.py: the program did not call execute() within 20 s"),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_bad_program(pyflink_python, tmp_path, name):
    source, expected = CASES[name]
    program = tmp_path / name
    program.write_text(source)
    proc = checker("graph", str(program), "--timeout", "20")
    assert proc.returncode == 2, proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1, proc.stderr
    assert lines[0].startswith("flink-compat: error: ")
    assert expected in lines[0]
    assert "Traceback" not in proc.stderr and proc.stdout == ""


def test_open_that_raises_leaves_the_operators_state_unknown(pyflink_python, tmp_path):
    """Not an error of the program: its operator's state is unknown (STATE_NOT_DISCOVERED), naming
    where open() failed and why."""
    from flink_compat.graph.loader import load

    from .conftest import PROGRAMS

    source = (PROGRAMS / "keyed_states.py").read_text()
    declared = '        self.count = ctx.get_state(ValueStateDescriptor("count", VALUE_TYPE))\n'
    assert declared in source
    program = tmp_path / "open_fails.py"
    program.write_text(source.replace(declared, declared + '        raise ConnectionError("cannot reach redis")\n'))
    line = source[: source.index(declared)].count("\n") + 2  # the raise, after the declaration
    graph = load(program, timeout=120)
    count = next(op for op in graph.operators if op.uid == "count")
    assert count.states_unknown == ("its Python functions' open() failed at "
                                    f"{program}:{line}: ConnectionError: cannot reach redis")

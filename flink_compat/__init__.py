"""flink-compat: will version N+1 of a Flink job restore the savepoint of version N?

Installed, everything lives under this one namespace: ``flink_compat.compat`` (the verdict core:
rules, the check, policy, the replay), ``flink_compat.graph`` (the job graph, loaders),
``flink_compat.savepoint`` (Flink's savepoint format), ``flink_compat.schema_registry``
(serializer snapshots) and ``flink_compat.reports``; the job API is :mod:`flink_compat.api`.
On top, in this package, the application layer: the command line (:mod:`flink_compat.cli`),
the GitHub Action (:mod:`flink_compat.action`, :mod:`flink_compat.github_api`), git
(:mod:`flink_compat.gitref`) and the demo; the core never imports it, nor the reports.

In the repository those packages are the top-level folders beside this one (the layout
the project was designed with); pyproject.toml maps them under this package when it is
built. Run from a source tree, this package finds them there.
"""

import os as _os

_here = _os.path.dirname(__file__)
if not _os.path.isdir(_os.path.join(_here, "compat")):  # a source tree: the packages are our siblings
    __path__.append(_os.path.dirname(_here))

#!/usr/bin/env bash
# Writes the GitHub Action's lock files (action.yml installs them with --require-hashes):
#   requirements.txt         the runtime dependencies of pyproject.toml and the build's
#   requirements-remote.txt  the same plus the [remote] extra (savepoint URIs)
#   requirements-spark.txt   the runtime dependencies plus the [spark] extra, for `replay: true`
# Exact versions and sha256 hashes of every file PyPI has for them, resolved for the
# Action's Python (3.11). Run from anywhere with pip-tools installed (`pip install
# pip-tools`), after changing the dependencies; review the diff. tests/reports/test_action.py
# checks that requirements.txt pins every runtime dependency.
set -euo pipefail
cd "$(dirname "$0")/.."
compile=(pip-compile --quiet --generate-hashes --no-emit-find-links --no-emit-index-url --strip-extras
         --allow-unsafe --no-header)
"${compile[@]}" --all-build-deps --output-file action/requirements.txt pyproject.toml
"${compile[@]}" --all-build-deps --extra remote -c action/requirements.txt \
  --output-file action/requirements-remote.txt pyproject.toml
"${compile[@]}" --extra spark -c action/requirements-remote.txt \
  --output-file action/requirements-spark.txt pyproject.toml

# Flink savepoint fixtures (tests/fixtures/generator). Included by the top-level Makefile;
# also usable alone: make -f mk/fixtures.mk fixtures
#
#   make fixtures                 regenerate tests/fixtures/savepoints/ (real Flink 2.3.0)
#   make fixtures-check           sanity-check + restore every committed fixture
#   make fixtures-build           download/unzip Flink jars (cached in .cache/) and compile
#   make fixtures-big FIXGEN_BIG_ENTRIES=1000000 FIXGEN_BIG_OUT=/tmp/big [FIXGEN_BIG_VALUE=pojo]
#                     [FIXGEN_BIG_BACKEND=rocksdb]   large benchmark savepoint (not committed)
#   make fixtures-restore-time FIXGEN_SAVEPOINT=/tmp/big   seconds Flink takes to restore it
#   make fixtures-clean           remove the generator's build output (keeps the Flink jars)
#   make fixtures-custom-serializers   regenerate tests/fixtures/custom-serializers/ (a job JAR with
#                                 its own serializers, and its savepoint)
#   make migrate-record           run tests/migrate's Flink scenarios and record v1's savepoint and v2's
#                                 unmigrated restore (tests/migrate/recorded/; the tests re-run them only
#                                 when their inputs change)

FIXGEN_DIR      ?= tests/fixtures/generator
FIXGEN          ?= $(FIXGEN_DIR)/generate
FIXGEN_PYTHON   ?= python3
FIXGEN_JOBS     ?= 2
FIXGEN_ONLY     ?=
FIXGEN_BIG_ENTRIES ?= 1000000
FIXGEN_BIG_OUT     ?= /tmp/flink-compat-big-savepoint
FIXGEN_BIG_VALUE   ?= long
FIXGEN_BIG_BACKEND ?= hashmap
FIXGEN_SAVEPOINT   ?= $(FIXGEN_BIG_OUT)
FIXGEN_REPEAT      ?= 1

.PHONY: fixtures fixtures-check fixtures-build fixtures-big fixtures-restore-time fixtures-clean fixtures-custom-serializers migrate-record

fixtures:
	$(FIXGEN_PYTHON) $(FIXGEN) fixtures --jobs $(FIXGEN_JOBS) $(if $(FIXGEN_ONLY),--only $(FIXGEN_ONLY))

fixtures-check:
	$(FIXGEN_PYTHON) $(FIXGEN) check

fixtures-build:
	$(FIXGEN_PYTHON) $(FIXGEN) build

fixtures-big:
	$(FIXGEN_PYTHON) $(FIXGEN) big --entries $(FIXGEN_BIG_ENTRIES) --out $(FIXGEN_BIG_OUT) \
		--value $(FIXGEN_BIG_VALUE) --backend $(FIXGEN_BIG_BACKEND)

fixtures-restore-time:
	$(FIXGEN_PYTHON) $(FIXGEN) restore-time $(FIXGEN_SAVEPOINT) --repeat $(FIXGEN_REPEAT)

fixtures-clean:
	rm -rf .cache/fixgen

fixtures-custom-serializers:
	$(FIXGEN_PYTHON) tests/fixtures/custom-serializers/generate.py

migrate-record: $(STAMP)
	$(PY) -m tests.migrate.flink_restore record $(MIGRATE_ONLY)

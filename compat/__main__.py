from flink_compat.compat.cli import main

raise SystemExit(main())

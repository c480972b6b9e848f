"""Entry point for ``spark-submit``: the flink-compat command line in a submitted driver.

    spark-submit --master yarn "$(python -c 'import flink_compat.spark_submit as m; print(m.__file__)')" \
        replay s3://bucket/savepoints/sp-42 new-job.json --format json --output report.json

The session spark-submit prepared (master, settings) is the replay's session.
"""

import sys

if __name__ == "__main__":
    from flink_compat.cli import main

    sys.exit(main())

-- parallelism-changed, v2: The job's parallelism changes from 1 to 2: v2 is v1 with SET 'parallelism.default' = '2'.
SET 'parallelism.default' = '2';

CREATE TABLE events (
  id INT, k STRING, g INT, h INT, amount INT, price INT,
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts
) WITH (
  'connector' = 'filesystem',
  'path' = '${input}/events',
  'format' = 'json',
  'source.monitor-interval' = '100 ms'
);

CREATE TABLE totals (
  k STRING, cnt BIGINT, total INT
) WITH ('connector' = 'print', 'print-identifier' = 'totals');

INSERT INTO totals
SELECT k, COUNT(*) AS cnt, SUM(amount) AS total
FROM events
GROUP BY k;

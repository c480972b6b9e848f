-- source-column-added, v2: The source table gets a column the query does not use (note STRING).
CREATE TABLE events (
  id INT, k STRING, g INT, h INT, amount INT, price INT, note STRING,
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

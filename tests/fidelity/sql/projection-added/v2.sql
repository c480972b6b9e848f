-- projection-added, v2: A stateless projection added after the aggregate: UPPER(k) as a new sink column.
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
  k STRING, cnt BIGINT, total INT, k_upper STRING
) WITH ('connector' = 'print', 'print-identifier' = 'totals');

INSERT INTO totals
SELECT k, cnt, total, UPPER(k) AS k_upper
FROM (SELECT k, COUNT(*) AS cnt, SUM(amount) AS total FROM events GROUP BY k);

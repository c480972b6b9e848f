-- agg-removed, v1
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
  k STRING, cnt BIGINT, total INT, top_price INT
) WITH ('connector' = 'print', 'print-identifier' = 'totals');

INSERT INTO totals
SELECT k, COUNT(*) AS cnt, SUM(amount) AS total, MAX(price) AS top_price
FROM events
GROUP BY k;

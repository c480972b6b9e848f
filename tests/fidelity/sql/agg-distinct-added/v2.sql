-- agg-distinct-added, v2: A distinct aggregate added: COUNT(DISTINCT price) (a distinct-value map view in the state).
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
  k STRING, cnt BIGINT, total INT, prices BIGINT
) WITH ('connector' = 'print', 'print-identifier' = 'totals');

INSERT INTO totals
SELECT k, COUNT(*) AS cnt, SUM(amount) AS total, COUNT(DISTINCT price) AS prices
FROM events
GROUP BY k;

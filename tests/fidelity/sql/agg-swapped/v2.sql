-- agg-swapped, v2: Two aggregates of the same type swapped in the SELECT list: SUM(amount), SUM(price) becomes SUM(price), SUM(amount).
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
  k STRING, sum_price INT, sum_amount INT
) WITH ('connector' = 'print', 'print-identifier' = 'totals');

INSERT INTO totals
SELECT k, SUM(price) AS sum_price, SUM(amount) AS sum_amount
FROM events
GROUP BY k;

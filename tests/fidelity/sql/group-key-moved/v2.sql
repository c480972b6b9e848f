-- group-key-moved, v2: The GROUP BY key moves to another column of the same type: g (INT) becomes h (INT).
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
  grp INT, cnt BIGINT, total INT
) WITH ('connector' = 'print', 'print-identifier' = 'totals');

INSERT INTO totals
SELECT h AS grp, COUNT(*) AS cnt, SUM(amount) AS total
FROM events
GROUP BY h;

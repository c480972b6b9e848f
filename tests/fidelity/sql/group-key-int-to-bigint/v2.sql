-- group-key-int-to-bigint, v2: The GROUP BY key's type widens: g (INT) becomes CAST(g AS BIGINT).
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
  grp BIGINT, cnt BIGINT, total INT
) WITH ('connector' = 'print', 'print-identifier' = 'totals');

INSERT INTO totals
SELECT CAST(g AS BIGINT) AS grp, COUNT(*) AS cnt, SUM(amount) AS total
FROM events
GROUP BY CAST(g AS BIGINT);

-- group-key-widened, v2: The GROUP BY key gets a second column: k becomes k, g.
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
  k STRING, g INT, cnt BIGINT, total INT
) WITH ('connector' = 'print', 'print-identifier' = 'totals');

INSERT INTO totals
SELECT k, g, COUNT(*) AS cnt, SUM(amount) AS total
FROM events
GROUP BY k, g;

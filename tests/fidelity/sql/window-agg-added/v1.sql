-- window-agg-added, v1
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

CREATE TABLE windows (
  k STRING, window_start TIMESTAMP(3), window_end TIMESTAMP(3), total INT
) WITH ('connector' = 'print', 'print-identifier' = 'windows');

INSERT INTO windows
SELECT k, window_start, window_end, SUM(amount) AS total
FROM TABLE(TUMBLE(TABLE events, DESCRIPTOR(ts), INTERVAL '5' SECOND))
GROUP BY k, window_start, window_end;

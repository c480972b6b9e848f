-- insert-added, v2: A second INSERT (a statement set): v2 also writes MAX(price) per key to a new sink.
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

CREATE TABLE maxes (
  k STRING, top_price INT
) WITH ('connector' = 'print', 'print-identifier' = 'maxes');

EXECUTE STATEMENT SET
BEGIN
INSERT INTO totals
SELECT k, COUNT(*) AS cnt, SUM(amount) AS total
FROM events
GROUP BY k;
INSERT INTO maxes
SELECT k, MAX(price) AS top_price
FROM events
GROUP BY k;
END;

-- topn-limit-changed, v2: A Top-N's limit grows: rn <= 2 becomes rn <= 3.
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

CREATE TABLE top (
  k STRING, rn BIGINT, id INT, amount INT
) WITH ('connector' = 'print', 'print-identifier' = 'top');

INSERT INTO top
SELECT k, rn, id, amount
FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY k ORDER BY amount DESC) AS rn FROM events)
WHERE rn <= 3;

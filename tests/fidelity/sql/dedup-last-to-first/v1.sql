-- dedup-last-to-first, v1
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

CREATE TABLE firsts (
  k STRING, id INT, amount INT
) WITH ('connector' = 'print', 'print-identifier' = 'firsts');

INSERT INTO firsts
SELECT k, id, amount
FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY k ORDER BY ts DESC) AS rn FROM events)
WHERE rn = 1;

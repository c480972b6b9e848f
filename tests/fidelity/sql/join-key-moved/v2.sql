-- join-key-moved, v2: A regular join's key moves to another column of the same type: e.g = u.uid becomes e.h = u.uid.
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

CREATE TABLE users (
  uid INT, name STRING, tier INT
) WITH (
  'connector' = 'filesystem',
  'path' = '${input}/users',
  'format' = 'json',
  'source.monitor-interval' = '100 ms'
);

CREATE TABLE joined (
  id INT, name STRING, tier INT
) WITH ('connector' = 'print', 'print-identifier' = 'joined');

INSERT INTO joined
SELECT e.id, u.name, u.tier
FROM events AS e JOIN users AS u ON e.h = u.uid;

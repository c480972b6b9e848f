-- v3: revenue per region and sales channel: the GROUP BY key gains a column.
SET 'pipeline.name' = 'revenue';

CREATE TABLE orders (
  order_id BIGINT, region STRING, channel STRING, amount INT
) WITH ('connector' = 'datagen', 'rows-per-second' = '10', 'fields.region.length' = '2', 'fields.channel.length' = '1');

CREATE TABLE revenue (
  region STRING, channel STRING, orders BIGINT, total INT
) WITH ('connector' = 'blackhole');

INSERT INTO revenue
SELECT region, channel, COUNT(*) AS orders, SUM(amount) AS total
FROM orders
GROUP BY region, channel;

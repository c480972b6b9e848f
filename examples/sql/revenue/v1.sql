-- v1: revenue per region, summed.
SET 'pipeline.name' = 'revenue';

CREATE TABLE orders (
  order_id BIGINT, region STRING, channel STRING, amount INT
) WITH ('connector' = 'datagen', 'rows-per-second' = '10', 'fields.region.length' = '2', 'fields.channel.length' = '1');

CREATE TABLE revenue (
  region STRING, orders BIGINT, total INT
) WITH ('connector' = 'blackhole');

INSERT INTO revenue
SELECT region, COUNT(*) AS orders, SUM(amount) AS total
FROM orders
GROUP BY region;

-- The trading journal (src/orders/order-journal.ts): a trader's note and tags on any order. The
-- history's tag filter asks `tags @> ARRAY[tag]`, which the GIN index answers on PostgreSQL and
-- PGlite alike.
ALTER TABLE "orders" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_tags_idx" ON "orders" USING gin ("tags");
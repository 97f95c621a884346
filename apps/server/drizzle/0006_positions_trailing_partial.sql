-- Trailing stops and partial closes (src/orders/modify-order.ts, src/orders/close-order.ts):
-- a trailing stop keeps its distance here and the level it reached in stop_loss; the closed part
-- of a partial close is a closed row of its own that names the position it came from.
ALTER TABLE "orders" ADD COLUMN "trailing_distance" numeric(30, 10);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "position_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_position_id_orders_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;

-- Order tools (src/orders/open-order.ts, src/orders/settle-account.ts): a stop-limit order keeps
-- its limit here (its stop is `price`) and when its stop was reached; a pending order keeps how
-- long it waits and when it expires (null for gtc), so the engine cancels it then.
ALTER TABLE "orders" ADD COLUMN "limit_price" numeric(30, 10);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "triggered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expiry" text DEFAULT 'gtc' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expires_at" timestamp with time zone;
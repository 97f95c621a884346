-- The market-feed lease as a row with an expiry and a fencing token, replacing the advisory lock
-- that a frozen process could hold for ever (src/market/market-feed-lease.ts).
CREATE TABLE "leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text,
	"fencing_token" bigint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone DEFAULT '-infinity' NOT NULL
);
--> statement-breakpoint
INSERT INTO "leases" ("name") VALUES ('market-feed');

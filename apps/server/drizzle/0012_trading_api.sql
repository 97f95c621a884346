CREATE TABLE "account_event_heads" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_events" (
	"user_id" uuid NOT NULL,
	"seq" bigint NOT NULL,
	"type" text NOT NULL,
	"order_row" jsonb,
	"entry_row" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_events_user_id_seq_pk" PRIMARY KEY("user_id","seq")
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"lookup" text NOT NULL,
	"secret_hash" text NOT NULL,
	"scopes" text[] NOT NULL,
	"allowed_ips" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"last_used_ip" text,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"endpoint" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_order_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_request_hash" text;--> statement-breakpoint
ALTER TABLE "account_event_heads" ADD CONSTRAINT "account_event_heads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_events_created_idx" ON "account_events" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_lookup_key" ON "api_keys" USING btree ("lookup");--> statement-breakpoint
CREATE INDEX "api_keys_user_idx" ON "api_keys" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_client_order_id_key" ON "orders" USING btree ("user_id","client_order_id") WHERE "orders"."client_order_id" IS NOT NULL;--> statement-breakpoint
-- The account event stream. Every change of an account's orders and balance is numbered and kept
-- by these triggers in the transaction that made it, whichever path wrote it (the trader, the
-- engine, an operator's tool), so no change can miss its event. Every writer of orders and the
-- ledger holds the account's lock already (src/ledger/ledger.ts), so bumping the account's head
-- row adds no wait between accounts, and the numbers follow commit order without gaps.
CREATE FUNCTION "beurs_next_account_event"("account" uuid) RETURNS bigint LANGUAGE sql AS $$
	INSERT INTO "account_event_heads" ("user_id", "seq") VALUES ("account", 1)
	ON CONFLICT ("user_id") DO UPDATE SET "seq" = "account_event_heads"."seq" + 1
	RETURNING "seq"
$$;--> statement-breakpoint
-- A row as JSON with every number as its exact text: a JSON number would lose digits in a client's parser.
CREATE FUNCTION "beurs_numbers_as_text"("row" jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
	SELECT coalesce(
		jsonb_object_agg("key", CASE WHEN jsonb_typeof("value") = 'number' THEN to_jsonb("value" #>> '{}') ELSE "value" END),
		'{}'::jsonb
	)
	FROM jsonb_each("row")
$$;--> statement-breakpoint
CREATE FUNCTION "beurs_record_order_event"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"kind" text;
BEGIN
	-- The closed part of a partial close is written open and then closed in the same transaction:
	-- its one event is that close (the position's own row has its volume change as order_modified).
	IF TG_OP = 'INSERT' AND NEW."position_id" IS NOT NULL AND NEW."status" = 'open' THEN
		RETURN NULL;
	ELSIF TG_OP = 'INSERT' THEN
		"kind" := CASE NEW."status" WHEN 'pending' THEN 'order_placed' WHEN 'open' THEN 'order_opened' WHEN 'closed' THEN 'order_closed' ELSE 'order_cancelled' END;
	ELSIF NEW."status" IS DISTINCT FROM OLD."status" THEN
		"kind" := CASE NEW."status" WHEN 'open' THEN 'order_filled' WHEN 'closed' THEN 'order_closed' WHEN 'cancelled' THEN 'order_cancelled' ELSE 'order_modified' END;
	ELSIF NEW."triggered_at" IS DISTINCT FROM OLD."triggered_at" THEN
		"kind" := 'order_triggered';
	-- The journal (note, tags) is not trading state: it takes no account lock and makes no event.
	ELSIF (NEW."stop_loss", NEW."take_profit", NEW."trailing_distance", NEW."volume", NEW."price", NEW."limit_price", NEW."expiry", NEW."expires_at", NEW."leverage")
		IS DISTINCT FROM (OLD."stop_loss", OLD."take_profit", OLD."trailing_distance", OLD."volume", OLD."price", OLD."limit_price", OLD."expiry", OLD."expires_at", OLD."leverage") THEN
		"kind" := 'order_modified';
	ELSE
		RETURN NULL;
	END IF;
	INSERT INTO "account_events" ("user_id", "seq", "type", "order_row")
	VALUES (NEW."user_id", "beurs_next_account_event"(NEW."user_id"), "kind", "beurs_numbers_as_text"(to_jsonb(NEW)));
	-- Heard by every process when the transaction commits (one per account and transaction:
	-- PostgreSQL folds identical notifications), so each sends the new events to its sockets.
	PERFORM pg_notify('beurs_account_event', NEW."user_id"::text);
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_record_event" AFTER INSERT OR UPDATE ON "orders"
FOR EACH ROW EXECUTE FUNCTION "beurs_record_order_event"();--> statement-breakpoint
CREATE FUNCTION "beurs_record_ledger_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "account_events" ("user_id", "seq", "type", "entry_row")
	VALUES (
		NEW."user_id",
		"beurs_next_account_event"(NEW."user_id"),
		'balance_changed',
		jsonb_build_object('id', NEW."id", 'cause', NEW."cause", 'amount', NEW."amount"::text, 'balance_after', NEW."balance_after"::text, 'order_id', NEW."order_id")
	);
	PERFORM pg_notify('beurs_account_event', NEW."user_id"::text);
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_record_event" AFTER INSERT ON "ledger_entries"
FOR EACH ROW EXECUTE FUNCTION "beurs_record_ledger_event"();--> statement-breakpoint
-- Every process keeps the live API keys it has checked in memory, so a key's call costs no query.
-- A key that stops working or is narrowed (revoked, expiry moved earlier, scopes or allow-list
-- changed, deleted) is announced here when its transaction commits, and every process forgets it.
CREATE FUNCTION "beurs_announce_api_key_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		PERFORM pg_notify('beurs_api_key_changed', OLD."id"::text);
		RETURN OLD;
	END IF;
	IF NEW."revoked_at" IS DISTINCT FROM OLD."revoked_at" OR NEW."expires_at" IS DISTINCT FROM OLD."expires_at"
		OR NEW."scopes" IS DISTINCT FROM OLD."scopes" OR NEW."allowed_ips" IS DISTINCT FROM OLD."allowed_ips"
		OR NEW."secret_hash" IS DISTINCT FROM OLD."secret_hash" THEN
		PERFORM pg_notify('beurs_api_key_changed', NEW."id"::text);
	END IF;
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "api_keys_announce_change" AFTER UPDATE OR DELETE ON "api_keys"
FOR EACH ROW EXECUTE FUNCTION "beurs_announce_api_key_change"();

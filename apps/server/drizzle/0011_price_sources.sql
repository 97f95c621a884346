-- Real prices (docs/market-data.md): where each quote, candle and fill's price came from, how each
-- market-data source is doing, and the recorded history an operator imports for replay.
CREATE TABLE "market_source_health" (
	"source" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"messages" bigint DEFAULT 0 NOT NULL,
	"reconnects" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone,
	"lag_ms" integer,
	"detail" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recorded_imports" (
	"dataset" text NOT NULL,
	"instrument_id" text NOT NULL,
	"day" text NOT NULL,
	"origin" text NOT NULL,
	"rows" integer NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recorded_imports_dataset_instrument_id_day_pk" PRIMARY KEY("dataset","instrument_id","day")
);
--> statement-breakpoint
CREATE TABLE "recorded_prices" (
	"dataset" text NOT NULL,
	"instrument_id" text NOT NULL,
	"time" bigint NOT NULL,
	"resolution" text NOT NULL,
	"bid_open" numeric(30, 10) NOT NULL,
	"bid_high" numeric(30, 10) NOT NULL,
	"bid_low" numeric(30, 10) NOT NULL,
	"bid_close" numeric(30, 10) NOT NULL,
	"ask_open" numeric(30, 10) NOT NULL,
	"ask_high" numeric(30, 10) NOT NULL,
	"ask_low" numeric(30, 10) NOT NULL,
	"ask_close" numeric(30, 10) NOT NULL,
	"volume" numeric(30, 10) DEFAULT '0' NOT NULL,
	CONSTRAINT "recorded_prices_dataset_instrument_id_time_pk" PRIMARY KEY("dataset","instrument_id","time")
);
--> statement-breakpoint
ALTER TABLE "candles" ADD COLUMN "source" text DEFAULT 'simulated' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "open_quote_source" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "close_quote_source" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "source" text DEFAULT 'simulated' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "fallback_since" timestamp with time zone;
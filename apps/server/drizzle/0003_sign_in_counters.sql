CREATE TABLE "sign_in_counters" (
	"scope" text NOT NULL,
	"subject" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"blocked_until" timestamp with time zone,
	"last_attempt_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_counters_scope_subject_pk" PRIMARY KEY("scope","subject")
);
--> statement-breakpoint
DROP TABLE "sign_in_attempts" CASCADE;--> statement-breakpoint
CREATE INDEX "sign_in_counters_last_attempt_idx" ON "sign_in_counters" USING btree ("last_attempt_at");
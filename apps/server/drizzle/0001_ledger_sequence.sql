-- Each ledger entry gets its place in its account's ledger, assigned from now on while the
-- account's row is locked. Entries written before this migration are numbered in the order of
-- their timestamps, ties broken by id: the only order they recorded, and the same on every run.
ALTER TABLE "ledger_entries" ADD COLUMN "sequence" integer;--> statement-breakpoint
UPDATE "ledger_entries" AS "entry" SET "sequence" = "numbered"."sequence"
FROM (
	SELECT "id", row_number() OVER (PARTITION BY "user_id" ORDER BY "created_at", "id") AS "sequence"
	FROM "ledger_entries"
) AS "numbered"
WHERE "entry"."id" = "numbered"."id";--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "sequence" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_user_sequence_key" ON "ledger_entries" USING btree ("user_id","sequence");

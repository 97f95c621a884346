-- Every server process keeps the live sessions it has checked in memory, so an authenticated call
-- needs no query. A session that ends (revoked by any process or by the operator's CLI, moved
-- forward in expiry, or deleted) is announced on this channel when its transaction commits,
-- whatever wrote it, and each process forgets it at once (src/auth/session-directory.ts).
CREATE FUNCTION "beurs_announce_session_end"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		PERFORM pg_notify('beurs_session_ended', OLD."id"::text);
		RETURN OLD;
	END IF;
	IF NEW."revoked_at" IS DISTINCT FROM OLD."revoked_at" OR NEW."expires_at" < OLD."expires_at" OR NEW."user_id" <> OLD."user_id" THEN
		PERFORM pg_notify('beurs_session_ended', NEW."id"::text);
	END IF;
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_announce_end" AFTER UPDATE OR DELETE ON "sessions"
FOR EACH ROW EXECUTE FUNCTION "beurs_announce_session_end"();

-- Kept sessions (apps/server/src/auth/session-cache.ts): every change that could end a session or change who
-- it signs in, whatever wrote it, is announced on the channel `chairside_sessions` with the user's id, and each
-- server process forgets that user's kept sessions. A session used again (its last-seen time moved on) is not
-- announced: that is most writes to the table, and a process that finds a kept session idle reads it again.
-- NOTIFY is transactional (sent on commit, never on rollback) and sends identical payloads once per transaction.
CREATE OR REPLACE FUNCTION "announce_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('chairside_sessions', OLD.user_id::text);
  ELSE
    PERFORM pg_notify('chairside_sessions', NEW.user_id::text);
    IF OLD.user_id IS DISTINCT FROM NEW.user_id THEN PERFORM pg_notify('chairside_sessions', OLD.user_id::text); END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "announce_user_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('chairside_sessions', OLD.id::text);
  IF TG_OP = 'UPDATE' AND OLD.id IS DISTINCT FROM NEW.id THEN PERFORM pg_notify('chairside_sessions', NEW.id::text); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "announce_session_change" AFTER UPDATE ON "sessions"
  FOR EACH ROW WHEN (OLD.token_hash IS DISTINCT FROM NEW.token_hash OR OLD.user_id IS DISTINCT FROM NEW.user_id
    OR OLD.expires_at IS DISTINCT FROM NEW.expires_at OR OLD.revoked_at IS DISTINCT FROM NEW.revoked_at
    OR NEW.last_seen_at < OLD.last_seen_at)
  EXECUTE FUNCTION "announce_session_change"();--> statement-breakpoint
CREATE TRIGGER "announce_session_end" AFTER DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "announce_session_change"();--> statement-breakpoint
CREATE TRIGGER "announce_user_change" AFTER UPDATE ON "users"
  FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id OR OLD.username IS DISTINCT FROM NEW.username
    OR OLD.role IS DISTINCT FROM NEW.role OR OLD.active IS DISTINCT FROM NEW.active)
  EXECUTE FUNCTION "announce_user_change"();--> statement-breakpoint
CREATE TRIGGER "announce_user_end" AFTER DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "announce_user_change"();

-- Custom SQL migration file, put your code below! --
-- The live book (apps/server/src/live/): every committed change of an appointment, whatever wrote it
-- (the generic routes, a status move, online booking, a patient's link, plain SQL), is announced on the
-- channel `chairside_live`. NOTIFY is transactional: it reaches the listeners of every server process
-- when the transaction commits, and never when it rolls back. Identical payloads within a transaction
-- are sent once (a create and its follow-up update).
CREATE OR REPLACE FUNCTION "announce_appointment_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed appointments%ROWTYPE;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  PERFORM pg_notify('chairside_live',
    json_build_object('topic', 'appointments', 'id', changed.id, 'clinic', changed.clinic)::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "announce_appointment_change" AFTER INSERT OR UPDATE OR DELETE ON "appointments"
  FOR EACH ROW EXECUTE FUNCTION "announce_appointment_change"();

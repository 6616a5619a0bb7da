-- Counters that keep unlock and registration reads constant-time (ARCHITECTURE reading 2).
-- Triggers keep them exact whatever path writes the rows.

INSERT INTO "step_counts" ("step_number", "participant_count")
SELECT n, 0 FROM generate_series(1, 10) AS n
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "app_counters" ("name", "value")
SELECT 'registered_users', count(*) FROM "users"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_step_participant() RETURNS trigger AS $$
BEGIN
  INSERT INTO "step_participants" ("step_number", "user_id")
  VALUES (NEW."step_number", NEW."user_id")
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER user_experiences_record_participant
AFTER INSERT ON "user_experiences"
FOR EACH ROW EXECUTE FUNCTION record_step_participant();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_step_participants() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "step_counts" SET "participant_count" = "participant_count" + 1
    WHERE "step_number" = NEW."step_number";
  ELSE
    UPDATE "step_counts" SET "participant_count" = "participant_count" - 1
    WHERE "step_number" = OLD."step_number";
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER step_participants_count
AFTER INSERT OR DELETE ON "step_participants"
FOR EACH ROW EXECUTE FUNCTION count_step_participants();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_registered_users() RETURNS trigger AS $$
BEGIN
  UPDATE "app_counters"
  SET "value" = "value" + (CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END)
  WHERE "name" = 'registered_users';
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_count_registered
AFTER INSERT OR DELETE ON "users"
FOR EACH ROW EXECUTE FUNCTION count_registered_users();

-- The counter triggers of 0001 ran once per row: a statement inserting N rows
-- updated the same counter row N times. These run once per statement and read
-- the rows it changed from transition tables, so bulk writes stay linear.

DROP TRIGGER IF EXISTS user_experiences_record_participant ON "user_experiences";
--> statement-breakpoint
DROP TRIGGER IF EXISTS step_participants_count ON "step_participants";
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_count_registered ON "users";
--> statement-breakpoint
DROP FUNCTION IF EXISTS record_step_participant();
--> statement-breakpoint
DROP FUNCTION IF EXISTS count_step_participants();
--> statement-breakpoint
DROP FUNCTION IF EXISTS count_registered_users();
--> statement-breakpoint
CREATE FUNCTION record_step_participants() RETURNS trigger AS $$
BEGIN
  INSERT INTO "step_participants" ("step_number", "user_id")
  SELECT DISTINCT "step_number", "user_id" FROM new_rows
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER user_experiences_record_participants
AFTER INSERT ON "user_experiences"
REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION record_step_participants();
--> statement-breakpoint
CREATE FUNCTION add_step_participants() RETURNS trigger AS $$
BEGIN
  UPDATE "step_counts" AS c SET "participant_count" = c."participant_count" + d.n
  FROM (SELECT "step_number", count(*) AS n FROM new_rows GROUP BY "step_number") AS d
  WHERE c."step_number" = d."step_number";
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER step_participants_added
AFTER INSERT ON "step_participants"
REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION add_step_participants();
--> statement-breakpoint
CREATE FUNCTION remove_step_participants() RETURNS trigger AS $$
BEGIN
  UPDATE "step_counts" AS c SET "participant_count" = c."participant_count" - d.n
  FROM (SELECT "step_number", count(*) AS n FROM old_rows GROUP BY "step_number") AS d
  WHERE c."step_number" = d."step_number";
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER step_participants_removed
AFTER DELETE ON "step_participants"
REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION remove_step_participants();
--> statement-breakpoint
CREATE FUNCTION add_registered_users() RETURNS trigger AS $$
BEGIN
  UPDATE "app_counters" SET "value" = "value" + (SELECT count(*) FROM new_rows)
  WHERE "name" = 'registered_users';
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_added
AFTER INSERT ON "users"
REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION add_registered_users();
--> statement-breakpoint
CREATE FUNCTION remove_registered_users() RETURNS trigger AS $$
BEGIN
  UPDATE "app_counters" SET "value" = "value" - (SELECT count(*) FROM old_rows)
  WHERE "name" = 'registered_users';
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_removed
AFTER DELETE ON "users"
REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION remove_registered_users();

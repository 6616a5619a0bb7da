-- The admin user list (decision 008): a page newest first, prefix search on email, last
-- name and full name, and an exact profile count kept by statement-level triggers.

CREATE INDEX "profiles_created_at_id_idx" ON "profiles" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "profiles_email_search_idx" ON "profiles" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "profiles_last_name_search_idx" ON "profiles" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "profiles_full_name_search_idx" ON "profiles" USING btree (lower(coalesce("first_name", '') || ' ' || coalesce("last_name", '')) text_pattern_ops);--> statement-breakpoint
INSERT INTO "app_counters" ("name", "value")
SELECT 'profiles', count(*) FROM "profiles"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION add_profiles() RETURNS trigger AS $$
BEGIN
  UPDATE "app_counters" SET "value" = "value" + (SELECT count(*) FROM new_rows)
  WHERE "name" = 'profiles';
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER profiles_added
AFTER INSERT ON "profiles"
REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION add_profiles();
--> statement-breakpoint
CREATE FUNCTION remove_profiles() RETURNS trigger AS $$
BEGIN
  UPDATE "app_counters" SET "value" = "value" - (SELECT count(*) FROM old_rows)
  WHERE "name" = 'profiles';
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER profiles_removed
AFTER DELETE ON "profiles"
REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION remove_profiles();

-- Tell listening server processes that collective progress changed (LISTEN/NOTIFY
-- works across processes on PostgreSQL and inside PGlite). One notice per statement.
CREATE OR REPLACE FUNCTION notify_collective_progress() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('collective_progress', '');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER step_counts_notify
AFTER UPDATE ON "step_counts"
FOR EACH STATEMENT EXECUTE FUNCTION notify_collective_progress();
--> statement-breakpoint
CREATE TRIGGER app_counters_notify
AFTER UPDATE ON "app_counters"
FOR EACH STATEMENT EXECUTE FUNCTION notify_collective_progress();

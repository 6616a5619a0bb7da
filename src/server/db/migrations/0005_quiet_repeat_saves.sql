-- A saved version from someone already counted for its step adds no participant,
-- yet the statement-level counter update still ran with no rows, and its
-- AFTER UPDATE trigger sent a NOTIFY. Every process then dropped its cached
-- collective read, and every commit queued on PostgreSQL's notify lock. Now
-- the counter is touched, and the change announced, only when a count moves.

CREATE OR REPLACE FUNCTION add_step_participants() RETURNS trigger AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM new_rows) THEN
    RETURN NULL;
  END IF;
  UPDATE "step_counts" AS c SET "participant_count" = c."participant_count" + d.n
  FROM (SELECT "step_number", count(*) AS n FROM new_rows GROUP BY "step_number") AS d
  WHERE c."step_number" = d."step_number";
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION remove_step_participants() RETURNS trigger AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM old_rows) THEN
    RETURN NULL;
  END IF;
  UPDATE "step_counts" AS c SET "participant_count" = c."participant_count" - d.n
  FROM (SELECT "step_number", count(*) AS n FROM old_rows GROUP BY "step_number") AS d
  WHERE c."step_number" = d."step_number";
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

-- Keeps timesheet_counts in step with timesheets: one row per tenant, location, status and archived flag.
CREATE OR REPLACE FUNCTION timesheet_counts_bump(t uuid, loc uuid, st text, arch boolean, delta integer) RETURNS void AS $$
BEGIN
  INSERT INTO timesheet_counts (tenant_id, location_id, status, archived, n) VALUES (t, loc, st, arch, delta)
  ON CONFLICT (tenant_id, location_id, status, archived) DO UPDATE SET n = timesheet_counts.n + EXCLUDED.n;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION timesheet_counts_trigger() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM timesheet_counts_bump(OLD.tenant_id, OLD.location_id, OLD.status, OLD.archived_at IS NOT NULL, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM timesheet_counts_bump(NEW.tenant_id, NEW.location_id, NEW.status, NEW.archived_at IS NOT NULL, 1);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Only changes that move a row between buckets touch the counts.
CREATE TRIGGER timesheets_counts_ins AFTER INSERT ON timesheets FOR EACH ROW EXECUTE FUNCTION timesheet_counts_trigger();
--> statement-breakpoint
CREATE TRIGGER timesheets_counts_del AFTER DELETE ON timesheets FOR EACH ROW EXECUTE FUNCTION timesheet_counts_trigger();
--> statement-breakpoint
CREATE TRIGGER timesheets_counts_upd AFTER UPDATE OF status, archived_at, location_id, tenant_id ON timesheets FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR (OLD.archived_at IS NULL) <> (NEW.archived_at IS NULL)
        OR OLD.location_id IS DISTINCT FROM NEW.location_id OR OLD.tenant_id IS DISTINCT FROM NEW.tenant_id)
  EXECUTE FUNCTION timesheet_counts_trigger();
--> statement-breakpoint
-- Rebuilds a tenant's counts from scratch; bulk loaders disable the trigger and call this once.
CREATE OR REPLACE FUNCTION timesheet_counts_rebuild(t uuid) RETURNS void AS $$
BEGIN
  DELETE FROM timesheet_counts WHERE tenant_id = t;
  INSERT INTO timesheet_counts (tenant_id, location_id, status, archived, n)
    SELECT tenant_id, location_id, status, archived_at IS NOT NULL, count(*)::int FROM timesheets WHERE tenant_id = t
    GROUP BY tenant_id, location_id, status, archived_at IS NOT NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Indexes the lists need beyond migration 0000: a worker's timesheets, and timecards by clock-in per location.
CREATE INDEX IF NOT EXISTS timesheets_tenant_candidate_week_idx ON timesheets (tenant_id, candidate_id, week_start);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS timecards_tenant_location_clock_in_idx ON timecards (tenant_id, location_id, clock_in);

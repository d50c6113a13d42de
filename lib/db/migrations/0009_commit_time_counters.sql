-- The per-tenant data version (0005) and the timesheet counts (0002) are a few hot rows every timesheet
-- write of a tenant updates. Bumped by triggers at statement time, each writing transaction held them
-- locked from its first write to its commit, so a tenant's writers queued behind each other for the
-- whole length of one another's transactions (edits took ~50 ms of waiting under load). Bumped by
-- deferred constraint triggers instead, they change at commit, in the same transaction as the rows they
-- describe, and are held only for the moment of the commit.
DROP TRIGGER IF EXISTS timesheets_counts_ins ON timesheets;
--> statement-breakpoint
DROP TRIGGER IF EXISTS timesheets_counts_del ON timesheets;
--> statement-breakpoint
DROP TRIGGER IF EXISTS timesheets_counts_upd ON timesheets;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER timesheets_counts_ins AFTER INSERT ON timesheets DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION timesheet_counts_trigger();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER timesheets_counts_del AFTER DELETE ON timesheets DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION timesheet_counts_trigger();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER timesheets_counts_upd AFTER UPDATE OF status, archived_at, location_id, tenant_id ON timesheets DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR (OLD.archived_at IS NULL) <> (NEW.archived_at IS NULL)
        OR OLD.location_id IS DISTINCT FROM NEW.location_id OR OLD.tenant_id IS DISTINCT FROM NEW.tenant_id)
  EXECUTE FUNCTION timesheet_counts_trigger();
--> statement-breakpoint
-- Once per tenant and transaction: the first row event raises the version, the rest see the
-- transaction-local flag (set_config(..., true) is undone with the transaction or its savepoint).
CREATE OR REPLACE FUNCTION tenant_data_version_bump_at_commit() RETURNS trigger AS $$
DECLARE
  t uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.tenant_id ELSE NEW.tenant_id END;
  flag text := 'portal.version_bumped_' || replace(t::text, '-', '');
BEGIN
  IF current_setting(flag, true) = '1' THEN
    RETURN NULL;
  END IF;
  INSERT INTO tenant_data_versions (tenant_id, timesheets) VALUES (t, 1)
  ON CONFLICT (tenant_id) DO UPDATE SET timesheets = tenant_data_versions.timesheets + 1;
  PERFORM set_config(flag, '1', true);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS timesheets_version_ins ON timesheets;
--> statement-breakpoint
DROP TRIGGER IF EXISTS timesheets_version_upd ON timesheets;
--> statement-breakpoint
DROP TRIGGER IF EXISTS timesheets_version_del ON timesheets;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER timesheets_version_ins AFTER INSERT ON timesheets DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION tenant_data_version_bump_at_commit();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER timesheets_version_upd AFTER UPDATE ON timesheets DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION tenant_data_version_bump_at_commit();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER timesheets_version_del AFTER DELETE ON timesheets DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION tenant_data_version_bump_at_commit();

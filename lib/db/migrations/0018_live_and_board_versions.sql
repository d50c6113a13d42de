-- Two more per-tenant data versions beside `timesheets` (0005, 0009), for the caches and push of issue 13:
-- - live: what the who's-working board shows (timecards, shifts). Every open board watches it.
-- - job_board: what the public job board shows (jobs, their locations) and every page's settings (the
--   tenant's name, company_settings, dashboard_labels: whatever lib/settings/queries.ts loadSettings reads).
-- Raised at commit by deferred constraint triggers, once per tenant and transaction, like 0009's.
ALTER TABLE "tenant_data_versions" ADD COLUMN "live" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant_data_versions" ADD COLUMN "job_board" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- TG_ARGV[0] is the counter, TG_ARGV[1] the column naming the tenant ('tenant_id', or 'id' on tenants).
CREATE OR REPLACE FUNCTION tenant_counter_bump_at_commit() RETURNS trigger AS $$
DECLARE
  counter text := TG_ARGV[0];
  t uuid := CASE WHEN TG_OP = 'DELETE' THEN to_jsonb(OLD) ->> TG_ARGV[1] ELSE to_jsonb(NEW) ->> TG_ARGV[1] END;
  flag text := 'portal.' || counter || '_bumped_' || replace(t::text, '-', '');
BEGIN
  IF t IS NULL OR current_setting(flag, true) = '1' THEN
    RETURN NULL;
  END IF;
  -- A tenant being deleted takes its rows with it by cascade: there is no version left to raise.
  EXECUTE format(
    'INSERT INTO tenant_data_versions (tenant_id, %1$I) SELECT $1, 1 WHERE EXISTS (SELECT 1 FROM tenants WHERE id = $1)
     ON CONFLICT (tenant_id) DO UPDATE SET %1$I = tenant_data_versions.%1$I + 1', counter) USING t;
  PERFORM set_config(flag, '1', true);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER timecards_live_version AFTER INSERT OR UPDATE OR DELETE ON timecards DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION tenant_counter_bump_at_commit('live', 'tenant_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER shifts_live_version AFTER INSERT OR UPDATE OR DELETE ON shifts DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION tenant_counter_bump_at_commit('live', 'tenant_id');
--> statement-breakpoint
-- A card leaves the board when its timesheet is approved, locked or archived.
CREATE CONSTRAINT TRIGGER timesheets_live_version AFTER UPDATE OF status, locked, archived_at ON timesheets DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION tenant_counter_bump_at_commit('live', 'tenant_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER jobs_board_version AFTER INSERT OR UPDATE OR DELETE ON jobs DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION tenant_counter_bump_at_commit('job_board', 'tenant_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER locations_board_version AFTER UPDATE OR DELETE ON locations DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION tenant_counter_bump_at_commit('job_board', 'tenant_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER company_settings_board_version AFTER INSERT OR UPDATE OR DELETE ON company_settings DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION tenant_counter_bump_at_commit('job_board', 'tenant_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER dashboard_labels_board_version AFTER INSERT OR UPDATE OR DELETE ON dashboard_labels DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION tenant_counter_bump_at_commit('job_board', 'tenant_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER tenants_board_version AFTER UPDATE ON tenants DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION tenant_counter_bump_at_commit('job_board', 'id');

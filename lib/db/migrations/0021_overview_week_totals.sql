CREATE TABLE "timesheet_week_totals" (
	"tenant_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"location_id" uuid NOT NULL,
	"timesheets" integer DEFAULT 0 NOT NULL,
	"hours" numeric(14, 2) DEFAULT '0' NOT NULL,
	"overtime_hours" numeric(14, 2) DEFAULT '0' NOT NULL,
	"bill_total" numeric(16, 2) DEFAULT '0' NOT NULL,
	"day_hours" numeric(14, 2)[] DEFAULT '{0,0,0,0,0,0,0}' NOT NULL,
	CONSTRAINT "timesheet_week_totals_tenant_id_week_start_location_id_pk" PRIMARY KEY("tenant_id","week_start","location_id")
);
--> statement-breakpoint
ALTER TABLE "timesheets" ADD COLUMN "day_hours" numeric(8, 2)[] DEFAULT '{0,0,0,0,0,0,0}' NOT NULL;--> statement-breakpoint
ALTER TABLE "timesheet_week_totals" ADD CONSTRAINT "timesheet_week_totals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The overview (issue 14 §4) summed a week's timesheets and their timecards on every change of the tenant's
-- data: ~375 ms at 20,000 timesheets a week, and every change invalidates it. Instead each timesheet keeps
-- the engine's worked hours per local day beside its totals (written by lib/timesheets/totals.ts with them),
-- and timesheet_week_totals sums the not-archived ones per tenant, week and site, kept by a deferred trigger
-- like timesheet_counts (0009: hot rows are held only for the moment of the commit). The overview then
-- reads a row per site.
CREATE OR REPLACE FUNCTION day_hours_add(a numeric[], b numeric[], sign integer) RETURNS numeric[] AS $$
  SELECT array_agg(coalesce(a[i], 0) + sign * coalesce(b[i], 0) ORDER BY i) FROM generate_series(1, 7) i
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION timesheet_week_totals_bump(r timesheets, sign integer) RETURNS void AS $$
BEGIN
  IF r.archived_at IS NOT NULL THEN
    RETURN;
  END IF;
  INSERT INTO timesheet_week_totals AS w (tenant_id, week_start, location_id, timesheets, hours, overtime_hours, bill_total, day_hours)
  -- A tenant being deleted takes its rows with it by cascade: there is no total left to keep.
  SELECT r.tenant_id, r.week_start, r.location_id, sign, sign * (r.regular_hours + r.overtime_hours + r.double_time_hours),
    sign * (r.overtime_hours + r.double_time_hours), sign * r.bill_total, day_hours_add('{}', r.day_hours, sign)
  WHERE EXISTS (SELECT 1 FROM tenants WHERE id = r.tenant_id)
  ON CONFLICT (tenant_id, week_start, location_id) DO UPDATE SET
    timesheets = w.timesheets + EXCLUDED.timesheets,
    hours = w.hours + EXCLUDED.hours,
    overtime_hours = w.overtime_hours + EXCLUDED.overtime_hours,
    bill_total = w.bill_total + EXCLUDED.bill_total,
    day_hours = day_hours_add(w.day_hours, EXCLUDED.day_hours, 1);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION timesheet_week_totals_trigger() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM timesheet_week_totals_bump(OLD, -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM timesheet_week_totals_bump(NEW, 1);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION timesheet_week_totals_rebuild(t uuid) RETURNS void AS $$
BEGIN
  DELETE FROM timesheet_week_totals WHERE tenant_id = t;
  INSERT INTO timesheet_week_totals (tenant_id, week_start, location_id, timesheets, hours, overtime_hours, bill_total, day_hours)
  SELECT s.tenant_id, s.week_start, s.location_id, count(*), sum(s.regular_hours + s.overtime_hours + s.double_time_hours),
    sum(s.overtime_hours + s.double_time_hours), sum(s.bill_total),
    ARRAY[sum(s.day_hours[1]), sum(s.day_hours[2]), sum(s.day_hours[3]), sum(s.day_hours[4]), sum(s.day_hours[5]),
      sum(s.day_hours[6]), sum(s.day_hours[7])]
  FROM timesheets s WHERE s.tenant_id = t AND s.archived_at IS NULL
  GROUP BY s.tenant_id, s.week_start, s.location_id;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Existing timesheets: their closed cards' hours by the local day each began (what the overview's chart
-- summed until now). The engine's own split replaces it the next time a sheet's totals are computed.
UPDATE timesheets t SET day_hours = x.days
FROM (
  SELECT s.id, array_agg(round(coalesce(p.h, 0), 2) ORDER BY g.d) AS days
  FROM (SELECT DISTINCT timesheet_id AS id FROM timecards WHERE clock_out IS NOT NULL AND timesheet_id IS NOT NULL) s
  CROSS JOIN generate_series(0, 6) g(d)
  LEFT JOIN (
    SELECT tc.timesheet_id AS id,
      least(6, greatest(0, (tc.clock_in AT TIME ZONE l.timezone)::date - ts.week_start)) AS d,
      sum(greatest(0, extract(epoch FROM (tc.clock_out - tc.clock_in)) / 3600 - tc.break_minutes / 60.0)) AS h
    FROM timecards tc
    JOIN timesheets ts ON ts.id = tc.timesheet_id
    JOIN locations l ON l.id = ts.location_id
    WHERE tc.clock_out IS NOT NULL
    GROUP BY 1, 2
  ) p ON p.id = s.id AND p.d = g.d
  GROUP BY s.id
) x
WHERE x.id = t.id;
--> statement-breakpoint
SELECT timesheet_week_totals_rebuild(id) FROM tenants;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER timesheets_week_totals_ins AFTER INSERT ON timesheets DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION timesheet_week_totals_trigger();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER timesheets_week_totals_del AFTER DELETE ON timesheets DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION timesheet_week_totals_trigger();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER timesheets_week_totals_upd AFTER UPDATE ON timesheets DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW
  WHEN ((OLD.archived_at IS NULL) <> (NEW.archived_at IS NULL) OR OLD.week_start IS DISTINCT FROM NEW.week_start
        OR OLD.location_id IS DISTINCT FROM NEW.location_id OR OLD.tenant_id IS DISTINCT FROM NEW.tenant_id
        OR OLD.regular_hours IS DISTINCT FROM NEW.regular_hours OR OLD.overtime_hours IS DISTINCT FROM NEW.overtime_hours
        OR OLD.double_time_hours IS DISTINCT FROM NEW.double_time_hours OR OLD.bill_total IS DISTINCT FROM NEW.bill_total
        OR OLD.day_hours IS DISTINCT FROM NEW.day_hours)
  EXECUTE FUNCTION timesheet_week_totals_trigger();
--> statement-breakpoint
-- The covering index 0020 added for the week totals: the overview reads timesheet_week_totals now.
DROP INDEX IF EXISTS "timesheets_week_totals_idx";
--> statement-breakpoint
-- A contact's locations are cached per process against the tenant's timesheet version (lib/auth/contact-scope.ts):
-- assigning or removing one raises it, so every list, count and overview she reads follows at once.
CREATE CONSTRAINT TRIGGER contact_locations_version AFTER INSERT OR UPDATE OR DELETE ON contact_locations DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION tenant_counter_bump_at_commit('timesheets', 'tenant_id');

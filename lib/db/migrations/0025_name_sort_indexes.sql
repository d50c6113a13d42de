-- Issue 22 §11: the large lists sort by a name on the server (header click, in the URL). Each ORDER BY is on
-- plain columns in their default collation (lib/*/queries.ts: *_ORDER, lib/timesheets/queries.ts SORT_SQL), so
-- a plain btree with tenant_id first serves it; the id tie-break after the name is an incremental sort over the
-- few equal names. Lists ordered by a joined table's name (a worker's, a site's, a client's) walk that table's
-- name index and probe the list's rows by their foreign key, so those probes get an index too.
-- Already there: candidates (tenant_id, last_name, first_name), companies (tenant_id, name), timesheets by worker
-- (the worker-week unique index) and by location, placements and applications by candidate.
-- IF NOT EXISTS: this file runs after 0026 on a database that already had 0026 (see its journal entry).
CREATE INDEX IF NOT EXISTS "contacts_tenant_name_idx" ON "contacts" USING btree ("tenant_id","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_tenant_status_name_idx" ON "companies" USING btree ("tenant_id","status","name","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "locations_tenant_name_idx" ON "locations" USING btree ("tenant_id","name","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "timecards_tenant_candidate_idx" ON "timecards" USING btree ("tenant_id","candidate_id","clock_in");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "timecards_tenant_location_clock_in_idx" ON "timecards" USING btree ("tenant_id","location_id","clock_in");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "placements_tenant_company_idx" ON "placements" USING btree ("tenant_id","company_id","start_date");

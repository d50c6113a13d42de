ALTER TABLE "status_options" ADD COLUMN "placeable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Issue 22 §4: a candidate status can mean "may not be placed". The seeded "Do not place" status of every
-- tenant already says so by its name; from now on it says so by its flag, which the services enforce.
UPDATE "status_options" SET "placeable" = false WHERE "kind" = 'candidate' AND lower("name") = 'do not place';
--> statement-breakpoint
-- Issue 22 §3: the one-placement check reads a candidate's placements, and the applications list whether
-- each application has an active one.
CREATE INDEX "placements_tenant_candidate_idx" ON "placements" USING btree ("tenant_id","candidate_id","start_date");--> statement-breakpoint
CREATE INDEX "placements_tenant_application_idx" ON "placements" USING btree ("tenant_id","application_id");

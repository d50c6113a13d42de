CREATE TABLE "tenant_data_versions" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"timesheets" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenant_data_versions" ADD CONSTRAINT "tenant_data_versions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Raises the version of every tenant a statement touched. Statement-level with transition tables, so a
-- bulk statement bumps once, not once per row.
CREATE OR REPLACE FUNCTION tenant_data_versions_bump() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO tenant_data_versions (tenant_id, timesheets) SELECT DISTINCT tenant_id, 1 FROM old_rows
    ON CONFLICT (tenant_id) DO UPDATE SET timesheets = tenant_data_versions.timesheets + 1;
  ELSE
    INSERT INTO tenant_data_versions (tenant_id, timesheets) SELECT DISTINCT tenant_id, 1 FROM new_rows
    ON CONFLICT (tenant_id) DO UPDATE SET timesheets = tenant_data_versions.timesheets + 1;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER timesheets_version_ins AFTER INSERT ON timesheets REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tenant_data_versions_bump();
--> statement-breakpoint
CREATE TRIGGER timesheets_version_upd AFTER UPDATE ON timesheets REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tenant_data_versions_bump();
--> statement-breakpoint
CREATE TRIGGER timesheets_version_del AFTER DELETE ON timesheets REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tenant_data_versions_bump();
--> statement-breakpoint
-- A list row also shows the worker's name, the location and company names and the placement's position.
CREATE TRIGGER candidates_version_upd AFTER UPDATE ON candidates REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tenant_data_versions_bump();
--> statement-breakpoint
CREATE TRIGGER locations_version_upd AFTER UPDATE ON locations REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tenant_data_versions_bump();
--> statement-breakpoint
CREATE TRIGGER companies_version_upd AFTER UPDATE ON companies REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tenant_data_versions_bump();
--> statement-breakpoint
CREATE TRIGGER placements_version_upd AFTER UPDATE ON placements REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tenant_data_versions_bump();

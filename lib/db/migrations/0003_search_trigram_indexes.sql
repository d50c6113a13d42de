-- Worker search (name or email containing the text) through trigram indexes instead of a scan.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS candidates_name_trgm_idx ON candidates USING gin ((first_name || ' ' || last_name) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS candidates_email_trgm_idx ON candidates USING gin (email gin_trgm_ops);

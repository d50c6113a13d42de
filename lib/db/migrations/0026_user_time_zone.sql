ALTER TABLE "users" ADD COLUMN "time_zone" text;--> statement-breakpoint
-- Issue 22 §2 "One clock": the zone a user reads history rows and "approved at" in (her profile setting).
-- Null means the tenant's zone (company settings, general.timezone), so nobody's screens move until she picks one.
COMMENT ON COLUMN "users"."time_zone" IS 'IANA zone of times not tied to a site; null: the tenant''s';

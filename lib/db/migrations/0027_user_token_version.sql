ALTER TABLE "users" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Issue 24 item 3 "Revocation at once, everywhere": an app token carries the version it was issued at, and
-- verify refuses it once the version moved (deactivation, role, sub-role or permission change, explicit
-- revocation), on every instance, because the version lives here and is read on every verify.
COMMENT ON COLUMN "users"."token_version" IS 'Raised to revoke every app token issued to the user before';
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "auth_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The session's version: every instance keeps a signed-in session in memory only together with the
-- auth_version it was read at, and re-reads it when a one-row check per request (lib/auth/guard.ts) finds
-- another. These triggers raise it in the transaction of any change to what a session holds: the user row
-- itself (role, sub-role, active, name, email, language, ...), her sub-role's row, her contact profile's
-- switches, and her tenant's name and slug. A trigger, not the services, so that no writer can forget it.
COMMENT ON COLUMN "users"."auth_version" IS 'Raised by triggers whenever anything a signed-in session holds changes';--> statement-breakpoint
CREATE FUNCTION users_auth_version() RETURNS trigger AS $$
BEGIN
  -- Any change of the row, unless the statement sets the version itself (the triggers below do).
  IF NEW.auth_version = OLD.auth_version AND NEW IS DISTINCT FROM OLD THEN
    NEW.auth_version := OLD.auth_version + 1;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER users_auth_version BEFORE UPDATE ON "users" FOR EACH ROW EXECUTE FUNCTION users_auth_version();--> statement-breakpoint
CREATE FUNCTION sub_roles_auth_version() RETURNS trigger AS $$
BEGIN
  IF NEW IS DISTINCT FROM OLD THEN
    UPDATE "users" SET auth_version = auth_version + 1 WHERE tenant_id = NEW.tenant_id AND sub_role_id = NEW.id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER sub_roles_auth_version AFTER UPDATE ON "sub_roles" FOR EACH ROW EXECUTE FUNCTION sub_roles_auth_version();--> statement-breakpoint
CREATE FUNCTION contact_profiles_auth_version() RETURNS trigger AS $$
DECLARE
  changed "contact_profiles"%ROWTYPE;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  IF TG_OP = 'UPDATE' AND NEW.settings IS NOT DISTINCT FROM OLD.settings THEN RETURN NULL; END IF;
  UPDATE "users" SET auth_version = auth_version + 1
    WHERE tenant_id = changed.tenant_id AND contact_id = changed.contact_id AND is_contact;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER contact_profiles_auth_version AFTER INSERT OR UPDATE OR DELETE ON "contact_profiles" FOR EACH ROW EXECUTE FUNCTION contact_profiles_auth_version();--> statement-breakpoint
CREATE FUNCTION tenants_auth_version() RETURNS trigger AS $$
BEGIN
  IF NEW.slug IS DISTINCT FROM OLD.slug OR NEW.name IS DISTINCT FROM OLD.name THEN
    UPDATE "users" SET auth_version = auth_version + 1 WHERE tenant_id = NEW.id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER tenants_auth_version AFTER UPDATE ON "tenants" FOR EACH ROW EXECUTE FUNCTION tenants_auth_version();

ALTER TABLE "users" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Issue 24 item 3 "Revocation at once, everywhere": an app token carries the version it was issued at, and
-- verify refuses it once the version moved (deactivation, role, sub-role or permission change, explicit
-- revocation), on every instance, because the version lives here and is read on every verify.
COMMENT ON COLUMN "users"."token_version" IS 'Raised to revoke every app token issued to the user before';

CREATE TABLE "shift_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"shift_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"sent_home_at" timestamp with time zone,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shift_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"shift_id" uuid NOT NULL,
	"user_id" uuid,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timecard_exceptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"timecard_id" uuid NOT NULL,
	"timesheet_id" uuid,
	"kind" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worker_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"location_id" uuid,
	"reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "geofence_radius_m" integer DEFAULT 150 NOT NULL;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "requested_by" uuid;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "cancelled_by" uuid;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "timecards" ADD COLUMN "clock_in_lat" double precision;--> statement-breakpoint
ALTER TABLE "timecards" ADD COLUMN "clock_in_lng" double precision;--> statement-breakpoint
ALTER TABLE "timecards" ADD COLUMN "clock_out_lat" double precision;--> statement-breakpoint
ALTER TABLE "timecards" ADD COLUMN "clock_out_lng" double precision;--> statement-breakpoint
ALTER TABLE "shift_assignments" ADD CONSTRAINT "shift_assignments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_assignments" ADD CONSTRAINT "shift_assignments_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_assignments" ADD CONSTRAINT "shift_assignments_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_assignments" ADD CONSTRAINT "shift_assignments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_logs" ADD CONSTRAINT "shift_logs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_logs" ADD CONSTRAINT "shift_logs_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_logs" ADD CONSTRAINT "shift_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timecard_exceptions" ADD CONSTRAINT "timecard_exceptions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timecard_exceptions" ADD CONSTRAINT "timecard_exceptions_timecard_id_timecards_id_fk" FOREIGN KEY ("timecard_id") REFERENCES "public"."timecards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timecard_exceptions" ADD CONSTRAINT "timecard_exceptions_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timecard_exceptions" ADD CONSTRAINT "timecard_exceptions_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_blocks" ADD CONSTRAINT "worker_blocks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_blocks" ADD CONSTRAINT "worker_blocks_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_blocks" ADD CONSTRAINT "worker_blocks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_blocks" ADD CONSTRAINT "worker_blocks_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_blocks" ADD CONSTRAINT "worker_blocks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shift_assignments_shift_candidate_uq" ON "shift_assignments" USING btree ("shift_id","candidate_id");--> statement-breakpoint
CREATE INDEX "shift_assignments_tenant_shift_idx" ON "shift_assignments" USING btree ("tenant_id","shift_id");--> statement-breakpoint
CREATE INDEX "shift_assignments_tenant_candidate_idx" ON "shift_assignments" USING btree ("tenant_id","candidate_id");--> statement-breakpoint
CREATE INDEX "shift_logs_tenant_shift_idx" ON "shift_logs" USING btree ("tenant_id","shift_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "timecard_exceptions_card_kind_uq" ON "timecard_exceptions" USING btree ("timecard_id","kind");--> statement-breakpoint
CREATE INDEX "timecard_exceptions_open_idx" ON "timecard_exceptions" USING btree ("tenant_id","timesheet_id") WHERE status = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "worker_blocks_scope_uq" ON "worker_blocks" USING btree ("candidate_id","company_id",coalesce("location_id", '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
CREATE INDEX "worker_blocks_tenant_company_idx" ON "worker_blocks" USING btree ("tenant_id","company_id");--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Workers who already clocked in against a shift were its staff before assignments existed.
INSERT INTO "shift_assignments" ("tenant_id", "shift_id", "candidate_id", "status")
  SELECT DISTINCT tenant_id, shift_id, candidate_id, 'accepted' FROM "timecards" WHERE shift_id IS NOT NULL
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The who's-working board and the shifts board show assignments and open exceptions: they raise `live`.
CREATE CONSTRAINT TRIGGER shift_assignments_live_version AFTER INSERT OR UPDATE OR DELETE ON shift_assignments DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION tenant_counter_bump_at_commit('live', 'tenant_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER timecard_exceptions_live_version AFTER INSERT OR UPDATE OR DELETE ON timecard_exceptions DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION tenant_counter_bump_at_commit('live', 'tenant_id');
--> statement-breakpoint
-- The timesheet list shows open exceptions per row, so they raise the list's version too.
CREATE CONSTRAINT TRIGGER timecard_exceptions_timesheets_version AFTER INSERT OR UPDATE OR DELETE ON timecard_exceptions DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION tenant_counter_bump_at_commit('timesheets', 'tenant_id');

CREATE TABLE "shift_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"timecard_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text,
	"rated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shift_ratings_rating_range" CHECK ("shift_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "shift_ratings" ADD CONSTRAINT "shift_ratings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_ratings" ADD CONSTRAINT "shift_ratings_timecard_id_timecards_id_fk" FOREIGN KEY ("timecard_id") REFERENCES "public"."timecards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_ratings" ADD CONSTRAINT "shift_ratings_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_ratings" ADD CONSTRAINT "shift_ratings_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_ratings" ADD CONSTRAINT "shift_ratings_rated_by_users_id_fk" FOREIGN KEY ("rated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shift_ratings_timecard_uq" ON "shift_ratings" USING btree ("timecard_id");--> statement-breakpoint
CREATE INDEX "shift_ratings_tenant_candidate_idx" ON "shift_ratings" USING btree ("tenant_id","candidate_id");
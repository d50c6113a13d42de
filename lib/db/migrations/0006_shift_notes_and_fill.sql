ALTER TABLE "shifts" ADD COLUMN "notes" text;--> statement-breakpoint
CREATE INDEX "timecards_tenant_shift_idx" ON "timecards" USING btree ("tenant_id","shift_id") WHERE shift_id is not null;
ALTER TABLE "locations" ADD COLUMN "pay_rules" text DEFAULT 'company' NOT NULL;--> statement-breakpoint
ALTER TABLE "timesheets" ADD COLUMN "double_time_hours" numeric(8, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "timesheets" ADD COLUMN "bill_total" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "timesheets" ADD COLUMN "pay_total" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "timesheets" ADD COLUMN "rules_version" text;--> statement-breakpoint
-- Existing timesheets keep the totals they showed until now (regular × rate + overtime × rate × 1.5). The
-- open ones are recomputed by the rules engine when the app starts (lib/timesheets/totals.ts: their
-- rules_version is null); approved, invoiced, locked and exported ones stay as they were. The per-row
-- version trigger is set aside for this one statement and the version raised once.
ALTER TABLE "timesheets" DISABLE TRIGGER "timesheets_version_upd";
--> statement-breakpoint
UPDATE "timesheets" SET
  "pay_total" = round("regular_hours" * "pay_rate" + "overtime_hours" * "pay_rate" * 1.5, 2),
  "bill_total" = round("regular_hours" * "bill_rate" + "overtime_hours" * "bill_rate" * 1.5, 2);
--> statement-breakpoint
ALTER TABLE "timesheets" ENABLE TRIGGER "timesheets_version_upd";
--> statement-breakpoint
UPDATE "tenant_data_versions" SET "timesheets" = "timesheets" + 1;

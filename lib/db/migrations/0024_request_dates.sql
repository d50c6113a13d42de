ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "work_dates" date[];--> statement-breakpoint
ALTER TABLE "placement_requests" ADD COLUMN IF NOT EXISTS "end_date" date;--> statement-breakpoint
ALTER TABLE "placement_requests" ADD COLUMN IF NOT EXISTS "work_dates" date[];--> statement-breakpoint
ALTER TABLE "placement_requests" ADD COLUMN IF NOT EXISTS "position_other" text;--> statement-breakpoint
ALTER TABLE "placement_requests" ALTER COLUMN "position" DROP NOT NULL;--> statement-breakpoint
-- Issue 22 §12 "one request model": an order and a public request keep their range (start_date … end_date,
-- a period of work) and, when a weekly repeat picks some of its days, exactly those days (lib/work-requests:
-- the same expansion that makes one shift per date). Null work_dates: every day of the range.
COMMENT ON COLUMN "orders"."work_dates" IS 'days of a weekly repeat within start_date..end_date; null: every day';--> statement-breakpoint
COMMENT ON COLUMN "placement_requests"."work_dates" IS 'days of a weekly repeat within start_date..end_date; null: every day';--> statement-breakpoint
-- The public form's "Other" text is what the sender typed, not one of the agency's positions: it is kept
-- beside the request, and position (the agency's list spelling) stays empty.
COMMENT ON COLUMN "placement_requests"."position_other" IS 'the public form''s Other text; position is null then';

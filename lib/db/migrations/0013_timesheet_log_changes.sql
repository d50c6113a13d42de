ALTER TABLE "timesheet_logs" ADD COLUMN "changes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "timesheet_logs" ADD COLUMN "reason" text;
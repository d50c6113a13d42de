ALTER TABLE "mailbox" ADD COLUMN IF NOT EXISTS "headers" jsonb;--> statement-breakpoint
-- Issue 24 item 9: a notification mail carries List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). The dev
-- mailbox keeps the header lines a mail would have been sent with, so they can be seen and tested.
COMMENT ON COLUMN "mailbox"."headers" IS 'Extra header lines of the mail (List-Unsubscribe, ...); null: none';

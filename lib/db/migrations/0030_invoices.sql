-- Issue 25: from approved hours to an invoice. Billing terms per client company, a tax rate per site, invoices
-- and their lines, and each tenant's invoice number counter (numbers are given at issue, gapless).
ALTER TABLE "companies" ADD COLUMN IF NOT EXISTS "payment_terms_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN IF NOT EXISTS "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN IF NOT EXISTS "invoice_grouping" text DEFAULT 'client' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN IF NOT EXISTS "billing_email" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN IF NOT EXISTS "tax_rate_milli" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "invoices" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "tenant_id" uuid NOT NULL REFERENCES "tenants"("id") ON DELETE cascade,
  "company_id" uuid NOT NULL REFERENCES "companies"("id"),
  "location_id" uuid REFERENCES "locations"("id"),
  "candidate_id" uuid REFERENCES "candidates"("id"),
  "status" text DEFAULT 'draft' NOT NULL,
  "number" text,
  "period_from" date NOT NULL,
  "period_to" date NOT NULL,
  "currency" text NOT NULL,
  "payment_terms_days" integer NOT NULL,
  "subtotal_cents" bigint NOT NULL,
  "tax_cents" bigint NOT NULL,
  "total_cents" bigint NOT NULL,
  "paid_cents" bigint DEFAULT 0 NOT NULL,
  "line_count" integer NOT NULL,
  "issued_at" timestamp with time zone,
  "due_on" date,
  "voided_at" timestamp with time zone,
  "void_reason" text,
  "run_id" uuid NOT NULL,
  "created_by" uuid,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "invoices_status_check" CHECK ("status" in ('draft', 'issued', 'partly_paid', 'paid', 'void')),
  CONSTRAINT "invoices_totals_check" CHECK ("total_cents" = "subtotal_cents" + "tax_cents"),
  CONSTRAINT "invoices_number_at_issue_check" CHECK (("number" is null) = ("issued_at" is null))
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoices_tenant_created_idx" ON "invoices" ("tenant_id", "created_at", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoices_tenant_status_created_idx" ON "invoices" ("tenant_id", "status", "created_at", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoices_tenant_company_idx" ON "invoices" ("tenant_id", "company_id", "created_at");--> statement-breakpoint
-- The list's other sorts (number, due date, total) walk an index each: at 100,000 invoices a sorted page reads 25 rows, not all.
CREATE INDEX IF NOT EXISTS "invoices_tenant_number_idx" ON "invoices" ("tenant_id", "number", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoices_tenant_due_idx" ON "invoices" ("tenant_id", "due_on", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoices_tenant_total_idx" ON "invoices" ("tenant_id", "total_cents", "id");--> statement-breakpoint
-- The same sorts within one status tab: a rare status (partly paid) sorted by total must not walk every invoice.
CREATE INDEX IF NOT EXISTS "invoices_tenant_status_number_idx" ON "invoices" ("tenant_id", "status", "number", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoices_tenant_status_due_idx" ON "invoices" ("tenant_id", "status", "due_on", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoices_tenant_status_total_idx" ON "invoices" ("tenant_id", "status", "total_cents", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoices_tenant_run_idx" ON "invoices" ("tenant_id", "run_id");--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "invoices_tenant_number_uq" ON "invoices" ("tenant_id", "number") WHERE "number" is not null;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "invoice_lines" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "tenant_id" uuid NOT NULL REFERENCES "tenants"("id") ON DELETE cascade,
  "invoice_id" uuid NOT NULL REFERENCES "invoices"("id") ON DELETE cascade,
  "timesheet_id" uuid NOT NULL REFERENCES "timesheets"("id"),
  "candidate_id" uuid NOT NULL,
  "location_id" uuid NOT NULL,
  "worker_name" text NOT NULL,
  "location_name" text NOT NULL,
  "position" text,
  "week_start" date NOT NULL,
  "regular_hours" numeric(8, 2) NOT NULL,
  "overtime_hours" numeric(8, 2) NOT NULL,
  "double_time_hours" numeric(8, 2) NOT NULL,
  "bill_rate_cents" bigint NOT NULL,
  "regular_cents" bigint NOT NULL,
  "overtime_cents" bigint NOT NULL,
  "double_time_cents" bigint NOT NULL,
  "amount_cents" bigint NOT NULL,
  "tax_rate_milli" integer NOT NULL,
  "rules_version" text,
  "approved_at" timestamp with time zone,
  "approved_by" text,
  "voided" boolean DEFAULT false NOT NULL,
  CONSTRAINT "invoice_lines_amount_check" CHECK ("amount_cents" = "regular_cents" + "overtime_cents" + "double_time_cents")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoice_lines_tenant_invoice_idx" ON "invoice_lines" ("tenant_id", "invoice_id", "week_start", "id");--> statement-breakpoint
-- DESIGN §8: a timesheet is on at most one non-void invoice, whatever runs at the same time.
CREATE UNIQUE INDEX IF NOT EXISTS "invoice_lines_one_live_invoice_uq" ON "invoice_lines" ("timesheet_id") WHERE NOT "voided";--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "invoice_counters" (
  "tenant_id" uuid PRIMARY KEY NOT NULL REFERENCES "tenants"("id") ON DELETE cascade,
  "last_number" integer DEFAULT 0 NOT NULL
);--> statement-breakpoint
-- The list's counts per status tab, kept by statement triggers (one upsert per statement, whatever it wrote),
-- so a tab's count never scans a tenant's invoices: at 100,000 invoices that scan was most of the list's time.
CREATE TABLE IF NOT EXISTS "invoice_status_counts" (
  "tenant_id" uuid NOT NULL REFERENCES "tenants"("id") ON DELETE cascade,
  "company_id" uuid NOT NULL,
  "status" text NOT NULL,
  "n" integer NOT NULL,
  PRIMARY KEY ("tenant_id", "company_id", "status")
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoice_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO invoice_status_counts (tenant_id, company_id, status, n)
  SELECT tenant_id, company_id, status, count(*) FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (tenant_id, company_id, status) DO UPDATE SET n = invoice_status_counts.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoice_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO invoice_status_counts (tenant_id, company_id, status, n)
  SELECT tenant_id, company_id, status, sum(d) FROM (
    SELECT tenant_id, company_id, status, -1 AS d FROM old_rows
    UNION ALL SELECT tenant_id, company_id, status, 1 FROM new_rows
  ) moved GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (tenant_id, company_id, status) DO UPDATE SET n = invoice_status_counts.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A delete only lowers counts that are there: under a tenant's cascade its counts may be gone already.
CREATE OR REPLACE FUNCTION invoice_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE invoice_status_counts c SET n = c.n - gone.k
  FROM (SELECT tenant_id, company_id, status, count(*) AS k FROM old_rows GROUP BY 1, 2, 3) gone
  WHERE c.tenant_id = gone.tenant_id AND c.company_id = gone.company_id AND c.status = gone.status;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS invoices_counts_insert ON invoices;--> statement-breakpoint
CREATE TRIGGER invoices_counts_insert AFTER INSERT ON invoices REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_counts_add();--> statement-breakpoint
DROP TRIGGER IF EXISTS invoices_counts_update ON invoices;--> statement-breakpoint
CREATE TRIGGER invoices_counts_update AFTER UPDATE ON invoices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_counts_move();--> statement-breakpoint
DROP TRIGGER IF EXISTS invoices_counts_delete ON invoices;--> statement-breakpoint
CREATE TRIGGER invoices_counts_delete AFTER DELETE ON invoices REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_counts_remove();
--> statement-breakpoint
-- Payments against issued invoices (issue 25 item 6): the invoice's paid_cents is their sum, kept in the same transaction.
CREATE TABLE IF NOT EXISTS "invoice_payments" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "tenant_id" uuid NOT NULL REFERENCES "tenants"("id") ON DELETE cascade,
  "invoice_id" uuid NOT NULL REFERENCES "invoices"("id") ON DELETE cascade,
  "amount_cents" bigint NOT NULL,
  "paid_on" date NOT NULL,
  "method" text NOT NULL,
  "reference" text,
  "recorded_by" uuid,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "invoice_payments_positive_check" CHECK ("amount_cents" > 0)
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoice_payments_tenant_invoice_idx" ON "invoice_payments" ("tenant_id", "invoice_id", "paid_on");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_paid_check" CHECK ("paid_cents" >= 0 AND "paid_cents" <= "total_cents");

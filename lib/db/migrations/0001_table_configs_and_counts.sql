CREATE TABLE "table_configs" (
	"user_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"table_key" text NOT NULL,
	"config" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "table_configs_user_id_table_key_pk" PRIMARY KEY("user_id","table_key")
);
--> statement-breakpoint
CREATE TABLE "timesheet_counts" (
	"tenant_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"status" text NOT NULL,
	"archived" boolean NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "timesheet_counts_tenant_id_location_id_status_archived_pk" PRIMARY KEY("tenant_id","location_id","status","archived")
);
--> statement-breakpoint
ALTER TABLE "table_configs" ADD CONSTRAINT "table_configs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_configs" ADD CONSTRAINT "table_configs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_counts" ADD CONSTRAINT "timesheet_counts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
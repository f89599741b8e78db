CREATE TABLE "company_ibans" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"iban" varchar(34) NOT NULL,
	"holder_name" text NOT NULL,
	"holder_address" text NOT NULL,
	"mandate_reference" varchar(35) NOT NULL,
	"mandate_version" varchar(20) NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"signer_id" uuid,
	"signer_name" text NOT NULL,
	"signer_email" text NOT NULL,
	"signer_ip" varchar(45) NOT NULL,
	"signer_agent" text DEFAULT '' NOT NULL,
	"superseded_at" timestamp with time zone,
	CONSTRAINT "company_ibans_mandate_reference_unique" UNIQUE("mandate_reference")
);
--> statement-breakpoint
CREATE TABLE "pay_service_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"requested_by" uuid,
	"requester_name" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"price_cents" integer NOT NULL,
	"vat_rate" integer NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"reason" text DEFAULT '' NOT NULL,
	"subscription_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_service_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pay_service_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "pay_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"vat_rate" integer NOT NULL,
	"unit" varchar(8) NOT NULL,
	"period" varchar(8) NOT NULL,
	"products" text[] DEFAULT '{}' NOT NULL,
	"plan_id" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "toolkit_downloads" (
	"version_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "toolkit_downloads_version_id_company_id_pk" PRIMARY KEY("version_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "toolkit_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"product" varchar(32) NOT NULL,
	"category" varchar(16) NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "toolkit_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_id" integer NOT NULL,
	"version" varchar(40) NOT NULL,
	"file_name" text NOT NULL,
	"content_type" varchar(120) NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"etag" varchar(80) NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	"uploaded_by" text NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "toolkit_versions_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "toolkit_visits" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_visit_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "support_ticket_attachments" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "support_ticket_attachments" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "company_ibans" ADD CONSTRAINT "company_ibans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_ibans" ADD CONSTRAINT "company_ibans_signer_id_users_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_service_requests" ADD CONSTRAINT "pay_service_requests_service_id_pay_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."pay_services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_service_requests" ADD CONSTRAINT "pay_service_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_service_requests" ADD CONSTRAINT "pay_service_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_service_requests" ADD CONSTRAINT "pay_service_requests_subscription_id_support_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."support_subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_services" ADD CONSTRAINT "pay_services_type_id_pay_service_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."pay_service_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_services" ADD CONSTRAINT "pay_services_plan_id_support_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."support_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toolkit_downloads" ADD CONSTRAINT "toolkit_downloads_version_id_toolkit_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."toolkit_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toolkit_downloads" ADD CONSTRAINT "toolkit_downloads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toolkit_versions" ADD CONSTRAINT "toolkit_versions_file_id_toolkit_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."toolkit_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toolkit_visits" ADD CONSTRAINT "toolkit_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_ibans_current_idx" ON "company_ibans" USING btree ("company_id") WHERE "company_ibans"."superseded_at" is null;--> statement-breakpoint
CREATE INDEX "company_ibans_company_idx" ON "company_ibans" USING btree ("company_id","accepted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_service_requests_open_idx" ON "pay_service_requests" USING btree ("service_id","company_id") WHERE "pay_service_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "pay_service_requests_company_idx" ON "pay_service_requests" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "pay_service_requests_status_idx" ON "pay_service_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "toolkit_downloads_company_idx" ON "toolkit_downloads" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "toolkit_files_product_idx" ON "toolkit_files" USING btree ("product","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "toolkit_versions_file_version_idx" ON "toolkit_versions" USING btree ("file_id","version");--> statement-breakpoint
ALTER TABLE "support_ticket_attachments" ADD CONSTRAINT "support_ticket_attachments_bytes" CHECK (("support_ticket_attachments"."content" is null) <> ("support_ticket_attachments"."storage_key" is null));
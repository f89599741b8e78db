CREATE TABLE "crm_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"subject" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"outcome" varchar(16) DEFAULT '' NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"next_action" text DEFAULT '' NOT NULL,
	"next_due_at" timestamp with time zone,
	"next_owner_id" uuid,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"service_id" integer NOT NULL,
	"operator_id" uuid,
	"company_id" integer NOT NULL,
	"user_id" uuid,
	"contact_name" text NOT NULL,
	"email" varchar(254) NOT NULL,
	"language_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" varchar(10) NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"reminded_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "appointments_uid_unique" UNIQUE("uid"),
	CONSTRAINT "appointments_range" CHECK ("appointments"."ends_at" > "appointments"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"operator_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "reservation_absences" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reservation_absences_range" CHECK ("reservation_absences"."ends_at" > "reservation_absences"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "reservation_service_operators" (
	"service_id" integer NOT NULL,
	"operator_id" uuid NOT NULL,
	CONSTRAINT "reservation_service_operators_service_id_operator_id_pk" PRIMARY KEY("service_id","operator_id")
);
--> statement-breakpoint
CREATE TABLE "reservation_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"duration_minutes" integer NOT NULL,
	"buffer_minutes" integer DEFAULT 0 NOT NULL,
	"seats" integer DEFAULT 1 NOT NULL,
	"place" varchar(10) NOT NULL,
	"place_detail" text DEFAULT '' NOT NULL,
	"lead_hours" integer DEFAULT 24 NOT NULL,
	"cancel_hours" integer DEFAULT 24 NOT NULL,
	"price_cents" integer,
	"products" text[] DEFAULT '{}' NOT NULL,
	"plan_ids" integer[] DEFAULT '{}' NOT NULL,
	"tag_ids" integer[] DEFAULT '{}' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_appointment_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" uuid,
	"contact_name" text NOT NULL,
	"email" varchar(254) NOT NULL,
	"language_id" integer NOT NULL,
	"product" varchar(16) NOT NULL,
	"preferred_date" date,
	"preferred_time" text DEFAULT '' NOT NULL,
	"phone" varchar(32) DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" varchar(10) NOT NULL,
	"appointment_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "calendar" jsonb;--> statement-breakpoint
ALTER TABLE "crm_activities" ADD CONSTRAINT "crm_activities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_activities" ADD CONSTRAINT "crm_activities_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_activities" ADD CONSTRAINT "crm_activities_next_owner_id_users_id_fk" FOREIGN KEY ("next_owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_service_id_reservation_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."reservation_services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_absences" ADD CONSTRAINT "reservation_absences_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_service_operators" ADD CONSTRAINT "reservation_service_operators_service_id_reservation_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."reservation_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_service_operators" ADD CONSTRAINT "reservation_service_operators_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_appointment_requests" ADD CONSTRAINT "test_appointment_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_appointment_requests" ADD CONSTRAINT "test_appointment_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_appointment_requests" ADD CONSTRAINT "test_appointment_requests_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_activities_company_idx" ON "crm_activities" USING btree ("company_id","occurred_at");--> statement-breakpoint
CREATE INDEX "crm_activities_due_idx" ON "crm_activities" USING btree ("next_owner_id","next_due_at") WHERE "crm_activities"."done_at" is null and "crm_activities"."next_action" <> '';--> statement-breakpoint
CREATE INDEX "appointments_operator_idx" ON "appointments" USING btree ("operator_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_company_idx" ON "appointments" USING btree ("company_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_user_idx" ON "appointments" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_service_idx" ON "appointments" USING btree ("service_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_reminder_idx" ON "appointments" USING btree ("starts_at") WHERE "appointments"."status" = 'confirmed' and "appointments"."reminded_at" is null;--> statement-breakpoint
CREATE INDEX "reservation_absences_operator_idx" ON "reservation_absences" USING btree ("operator_id","starts_at");--> statement-breakpoint
CREATE INDEX "rso_operator_idx" ON "reservation_service_operators" USING btree ("operator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "test_requests_pending_idx" ON "test_appointment_requests" USING btree ("user_id","product") WHERE "test_appointment_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "test_requests_status_idx" ON "test_appointment_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "test_requests_company_idx" ON "test_appointment_requests" USING btree ("company_id","created_at");
CREATE TABLE "business_calendar" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"time_zone" varchar(64) DEFAULT 'Europe/Rome' NOT NULL,
	"weekly" jsonb NOT NULL,
	"patron_day" varchar(5),
	"exceptions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" text NOT NULL,
	"first_response_minutes" integer NOT NULL,
	"resolution_minutes" integer NOT NULL,
	"premium" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_plans_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "support_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" uuid,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "support_ticket_messages" ADD COLUMN "internal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "plan_id" integer;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "premium" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "first_response_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "resolution_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "first_responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_subscriptions" ADD CONSTRAINT "support_subscriptions_plan_id_support_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."support_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_subscriptions" ADD CONSTRAINT "support_subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_subscriptions" ADD CONSTRAINT "support_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_subscriptions_company_idx" ON "support_subscriptions" USING btree ("company_id","ends_on");--> statement-breakpoint
CREATE INDEX "support_subscriptions_user_idx" ON "support_subscriptions" USING btree ("user_id","ends_on");--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_plan_id_support_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."support_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_tickets_queue_idx" ON "support_tickets" USING btree ("state","updated_at");--> statement-breakpoint
CREATE INDEX "support_tickets_handler_idx" ON "support_tickets" USING btree ("handler_id","state");--> statement-breakpoint
-- A new portal starts with two plans and office hours Monday to Friday; the back office changes them.
INSERT INTO "support_plans" ("code", "name", "first_response_minutes", "resolution_minutes", "premium") VALUES ('standard', 'Standard', 480, 2400, false), ('premium', 'Premium', 60, 960, true);--> statement-breakpoint
INSERT INTO "business_calendar" ("id", "weekly") VALUES (1, '{"1":[{"from":"09:00","to":"13:00"},{"from":"14:00","to":"18:00"}],"2":[{"from":"09:00","to":"13:00"},{"from":"14:00","to":"18:00"}],"3":[{"from":"09:00","to":"13:00"},{"from":"14:00","to":"18:00"}],"4":[{"from":"09:00","to":"13:00"},{"from":"14:00","to":"18:00"}],"5":[{"from":"09:00","to":"13:00"},{"from":"14:00","to":"18:00"}]}');

CREATE TABLE "customer_campaign_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"status" varchar(10) NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" uuid,
	"language_id" integer NOT NULL,
	"contact_name" text NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(32) DEFAULT '' NOT NULL,
	"availability" text DEFAULT '' NOT NULL,
	"motivation" text DEFAULT '' NOT NULL,
	"talk_title" text DEFAULT '' NOT NULL,
	"abstract" text DEFAULT '' NOT NULL,
	"privacy_consent_at" timestamp with time zone NOT NULL,
	"marketing_consent_at" timestamp with time zone,
	"position" integer,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(10) NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"event_at" timestamp with time zone,
	"place" text DEFAULT '' NOT NULL,
	"capacity" integer,
	"products" text[] DEFAULT '{}' NOT NULL,
	"company_types" integer[] DEFAULT '{}' NOT NULL,
	"tag_ids" integer[] DEFAULT '{}' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_campaign_entries" ADD CONSTRAINT "customer_campaign_entries_campaign_id_customer_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."customer_campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_campaign_entries" ADD CONSTRAINT "customer_campaign_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_campaign_entries" ADD CONSTRAINT "customer_campaign_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_campaign_entries_company_idx" ON "customer_campaign_entries" USING btree ("campaign_id","company_id","kind") WHERE "customer_campaign_entries"."kind" in ('application', 'talk') and "customer_campaign_entries"."status" <> 'withdrawn';--> statement-breakpoint
CREATE UNIQUE INDEX "customer_campaign_entries_attendee_idx" ON "customer_campaign_entries" USING btree ("campaign_id",lower("email")) WHERE "customer_campaign_entries"."kind" = 'registration' and "customer_campaign_entries"."status" in ('registered', 'waiting');--> statement-breakpoint
CREATE INDEX "customer_campaign_entries_campaign_idx" ON "customer_campaign_entries" USING btree ("campaign_id","status","position");--> statement-breakpoint
CREATE INDEX "customer_campaign_entries_company_list_idx" ON "customer_campaign_entries" USING btree ("company_id","campaign_id");--> statement-breakpoint
CREATE INDEX "customer_campaign_entries_created_idx" ON "customer_campaign_entries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "customer_campaigns_dates_idx" ON "customer_campaigns" USING btree ("starts_at","ends_at");
CREATE TABLE "isp_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" varchar(8) NOT NULL,
	"subject" varchar(255) NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "isp_links_user_per_provider" UNIQUE("provider","user_id"),
	CONSTRAINT "isp_links_company_per_identity" UNIQUE("provider","subject","company_id")
);
--> statement-breakpoint
CREATE TABLE "sso_identities" (
	"id_hash" varchar(64) PRIMARY KEY NOT NULL,
	"stage" varchar(8) NOT NULL,
	"provider" varchar(8) NOT NULL,
	"subject" varchar(255) NOT NULL,
	"data" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "isp_links" ADD CONSTRAINT "isp_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "isp_links" ADD CONSTRAINT "isp_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "isp_links_identity_idx" ON "isp_links" USING btree ("provider","subject");--> statement-breakpoint
CREATE INDEX "sso_identities_expires_idx" ON "sso_identities" USING btree ("expires_at");
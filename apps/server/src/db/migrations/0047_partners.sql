CREATE TABLE "partner_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"partner_user_key" varchar(200) NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_secrets" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"secret_hash" varchar(64) NOT NULL,
	"hint" varchar(4) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"client_id" varchar(64) NOT NULL,
	"scopes" text[] NOT NULL,
	"token_seconds" integer NOT NULL,
	"rate_per_minute" integer NOT NULL,
	"disclaimer_codes" text[] NOT NULL,
	"enabled" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_links" ADD CONSTRAINT "partner_links_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_links" ADD CONSTRAINT "partner_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_secrets" ADD CONSTRAINT "partner_secrets_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_links_key_user_idx" ON "partner_links" USING btree ("partner_id","partner_user_key","user_id");--> statement-breakpoint
CREATE INDEX "partner_links_user_idx" ON "partner_links" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "partner_secrets_partner_idx" ON "partner_secrets" USING btree ("partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_client_id_idx" ON "partners" USING btree ("client_id");
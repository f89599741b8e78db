CREATE TABLE "consent_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" integer NOT NULL,
	"user_name" varchar(320) NOT NULL,
	"disclaimer_id" integer NOT NULL,
	"version" integer NOT NULL,
	"accepted" boolean NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" varchar(64),
	"source" varchar(20) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disclaimer_versions" (
	"disclaimer_id" integer NOT NULL,
	"version" integer NOT NULL,
	"mandatory" boolean NOT NULL,
	"title_it" text NOT NULL,
	"title_en" text NOT NULL,
	"text_it" text NOT NULL,
	"text_en" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" varchar(320) NOT NULL,
	CONSTRAINT "disclaimer_versions_disclaimer_id_version_pk" PRIMARY KEY("disclaimer_id","version")
);
--> statement-breakpoint
ALTER TABLE "disclaimers" ADD COLUMN "kind" varchar(20) DEFAULT 'terms' NOT NULL;--> statement-breakpoint
ALTER TABLE "disclaimers" ADD COLUMN "mandatory" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "disclaimers" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "disclaimers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "disclaimers" ADD COLUMN "updated_by" varchar(320) DEFAULT 'system' NOT NULL;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_disclaimer_id_version_disclaimer_versions_disclaimer_id_version_fk" FOREIGN KEY ("disclaimer_id","version") REFERENCES "public"."disclaimer_versions"("disclaimer_id","version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disclaimer_versions" ADD CONSTRAINT "disclaimer_versions_disclaimer_id_disclaimers_id_fk" FOREIGN KEY ("disclaimer_id") REFERENCES "public"."disclaimers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_records_user_idx" ON "consent_records" USING btree ("user_id","disclaimer_id");--> statement-breakpoint
CREATE INDEX "consent_records_company_idx" ON "consent_records" USING btree ("company_id","at");--> statement-breakpoint
INSERT INTO "disclaimer_versions" ("disclaimer_id", "version", "mandatory", "title_it", "title_en", "text_it", "text_en", "published_by")
SELECT "id", "version", "mandatory", "title_it", "title_en", "text_it", "text_en", "updated_by" FROM "disclaimers";--> statement-breakpoint
INSERT INTO "disclaimer_versions" ("disclaimer_id", "version", "mandatory", "title_it", "title_en", "text_it", "text_en", "published_by")
SELECT DISTINCT d."id", a."version", d."mandatory", d."title_it", d."title_en", d."text_it", d."text_en", 'migration'
FROM "disclaimer_acceptances" a JOIN "disclaimers" d ON d."id" = a."disclaimer_id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "consent_records" ("user_id", "company_id", "user_name", "disclaimer_id", "version", "accepted", "at", "source")
SELECT a."user_id", u."company_id", lower(u."user_name"), a."disclaimer_id", a."version", true, a."accepted_at", 'registration'
FROM "disclaimer_acceptances" a JOIN "users" u ON u."id" = a."user_id"
ORDER BY a."accepted_at";--> statement-breakpoint
CREATE FUNCTION "consent_records_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'consent records are evidence: they are never changed or deleted';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "consent_records_append_only" BEFORE UPDATE OR DELETE ON "consent_records"
FOR EACH ROW EXECUTE FUNCTION "consent_records_append_only"();

CREATE TABLE "disclaimer_acceptances" (
	"user_id" uuid NOT NULL,
	"disclaimer_id" integer NOT NULL,
	"version" integer NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disclaimer_acceptances_user_id_disclaimer_id_version_pk" PRIMARY KEY("user_id","disclaimer_id","version")
);
--> statement-breakpoint
CREATE TABLE "disclaimers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"company_type" integer,
	"title_it" text NOT NULL,
	"title_en" text NOT NULL,
	"text_it" text NOT NULL,
	"text_en" text NOT NULL,
	CONSTRAINT "disclaimers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "disclaimer_acceptances" ADD CONSTRAINT "disclaimer_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disclaimer_acceptances" ADD CONSTRAINT "disclaimer_acceptances_disclaimer_id_disclaimers_id_fk" FOREIGN KEY ("disclaimer_id") REFERENCES "public"."disclaimers"("id") ON DELETE cascade ON UPDATE no action;
CREATE TABLE "mail_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" varchar(40) NOT NULL,
	"subject_it" text NOT NULL,
	"html_it" text NOT NULL,
	"text_it" text NOT NULL,
	"subject_en" text DEFAULT '' NOT NULL,
	"html_en" text DEFAULT '' NOT NULL,
	"text_en" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "mail_templates_service_kind_idx" ON "mail_templates" USING btree ("kind") WHERE "mail_templates"."kind" <> 'campaign';
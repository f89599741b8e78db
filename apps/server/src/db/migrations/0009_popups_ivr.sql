CREATE TABLE "ivr_credentials" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"isp_user_id" varchar(64) NOT NULL,
	"pin_hash" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ivr_credentials_isp_user_id_unique" UNIQUE("isp_user_id")
);
--> statement-breakpoint
CREATE TABLE "popup_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"valid_from" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_to" timestamp with time zone,
	"company_type" integer,
	"role" varchar(20),
	"language_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ivr_credentials" ADD CONSTRAINT "ivr_credentials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popup_messages" ADD CONSTRAINT "popup_messages_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "popup_messages_valid_idx" ON "popup_messages" USING btree ("valid_from","valid_to");
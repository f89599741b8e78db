CREATE TABLE "backoffice_roles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"role" varchar(16) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" varchar(100) NOT NULL,
	"resource" varchar(40) NOT NULL,
	"object_id" varchar(64) NOT NULL,
	"action" varchar(8) NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "communication_reads" (
	"communication_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "communication_reads_communication_id_user_id_pk" PRIMARY KEY("communication_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "communications" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"status" varchar(12) DEFAULT 'draft' NOT NULL,
	"publish_from" timestamp with time zone,
	"publish_to" timestamp with time zone,
	"is_popup" boolean DEFAULT false NOT NULL,
	"can_manage" boolean DEFAULT true NOT NULL,
	"manage_by_company" boolean DEFAULT false NOT NULL,
	"author" varchar(100) NOT NULL,
	"author_company_code" varchar(16) NOT NULL,
	"user_last_update" varchar(100),
	"product_filters" text[] DEFAULT '{}' NOT NULL,
	"company_type_filters" text[] DEFAULT '{}' NOT NULL,
	"group_code_filters" text[] DEFAULT '{}' NOT NULL,
	"user_role_filter" varchar(20),
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "backoffice_roles" ADD CONSTRAINT "backoffice_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communication_reads" ADD CONSTRAINT "communication_reads_communication_id_communications_id_fk" FOREIGN KEY ("communication_id") REFERENCES "public"."communications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communication_reads" ADD CONSTRAINT "communication_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_object_idx" ON "audit_log" USING btree ("resource","object_id");--> statement-breakpoint
CREATE INDEX "communications_type_idx" ON "communications" USING btree ("type");--> statement-breakpoint
CREATE INDEX "communications_updated_idx" ON "communications" USING btree ("updated_at");
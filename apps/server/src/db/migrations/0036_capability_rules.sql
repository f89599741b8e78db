CREATE TABLE "capability_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"area" varchar(32) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"company_id" integer,
	"plan_id" integer,
	"product" varchar(32),
	"role" varchar(16),
	"granted" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "capability_rules" ADD CONSTRAINT "capability_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capability_rules" ADD CONSTRAINT "capability_rules_plan_id_support_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."support_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "capability_rules_target_idx" ON "capability_rules" USING btree ("area","kind",coalesce("company_id", 0),coalesce("plan_id", 0),coalesce("product", ''),coalesce("role", ''));
CREATE TABLE "sign_in_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"user_id" uuid,
	"kind" varchar(16) NOT NULL,
	"method" varchar(16) NOT NULL,
	"reason" varchar(32),
	"user_name" varchar(254) NOT NULL,
	"client_ip" varchar(64) NOT NULL,
	"user_agent" varchar(512) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sign_in_events" ADD CONSTRAINT "sign_in_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_events_user_idx" ON "sign_in_events" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "sign_in_events_user_name_idx" ON "sign_in_events" USING btree (lower("user_name"));--> statement-breakpoint
CREATE INDEX "sign_in_events_at_idx" ON "sign_in_events" USING btree ("at");
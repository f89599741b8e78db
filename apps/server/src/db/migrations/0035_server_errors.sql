CREATE TABLE "server_errors" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"request_id" varchar(64) NOT NULL,
	"method" varchar(16) NOT NULL,
	"route" varchar(256) NOT NULL,
	"status" smallint NOT NULL,
	"error_key" varchar(64) NOT NULL,
	"error_name" varchar(128) NOT NULL,
	"message" varchar(1000) NOT NULL,
	"stack" text NOT NULL,
	"user_id" uuid
);
--> statement-breakpoint
ALTER TABLE "server_errors" ADD CONSTRAINT "server_errors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "server_errors_at_idx" ON "server_errors" USING btree ("at");--> statement-breakpoint
CREATE INDEX "server_errors_request_id_idx" ON "server_errors" USING btree ("request_id");
CREATE TABLE "operator_signatures" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"signature" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operator_signatures" ADD CONSTRAINT "operator_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
CREATE TABLE "saved_views" (
	"user_id" uuid NOT NULL,
	"list" varchar(40) NOT NULL,
	"name" varchar(60) NOT NULL,
	"search" text NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saved_views_user_id_list_name_pk" PRIMARY KEY("user_id","list","name")
);
--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
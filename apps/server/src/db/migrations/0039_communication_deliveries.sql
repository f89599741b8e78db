CREATE TABLE "communication_deliveries" (
	"communication_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"channel" varchar(5) NOT NULL,
	"outbox_id" uuid,
	CONSTRAINT "communication_deliveries_communication_id_user_id_channel_pk" PRIMARY KEY("communication_id","user_id","channel")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "channel" varchar(5) DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "communications" ADD COLUMN "dispatched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "communication_deliveries" ADD CONSTRAINT "communication_deliveries_communication_id_communications_id_fk" FOREIGN KEY ("communication_id") REFERENCES "public"."communications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communication_deliveries" ADD CONSTRAINT "communication_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communication_deliveries" ADD CONSTRAINT "communication_deliveries_outbox_id_mail_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- SMS/e-mail communications published before they were sent stay as they were: nobody gets them now.
UPDATE "communications" SET "dispatched_at" = now() WHERE "type" = 18 AND "status" = 'published' AND ("publish_from" IS NULL OR "publish_from" <= now());

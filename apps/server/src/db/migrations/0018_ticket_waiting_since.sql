ALTER TABLE "support_tickets" ADD COLUMN "waiting_since" timestamp with time zone;--> statement-breakpoint
UPDATE "support_tickets" SET "waiting_since" = "updated_at" WHERE "state" = 'waiting';

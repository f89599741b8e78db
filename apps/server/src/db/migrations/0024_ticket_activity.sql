DROP INDEX "support_tickets_queue_idx";--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "activity_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "support_tickets" SET "activity_at" = "updated_at";--> statement-breakpoint
CREATE INDEX "support_tickets_queue_idx" ON "support_tickets" USING btree ("state","activity_at");
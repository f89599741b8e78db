ALTER TABLE "support_tickets" ADD COLUMN "subtitle" text;--> statement-breakpoint
CREATE UNIQUE INDEX "support_tickets_code_idx" ON "support_tickets" USING btree ("code");
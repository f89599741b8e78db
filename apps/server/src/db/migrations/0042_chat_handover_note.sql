ALTER TABLE "chat_conversations" ADD COLUMN "handover_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "handover_from" text DEFAULT '' NOT NULL;
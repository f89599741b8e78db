ALTER TABLE "popup_messages" ADD COLUMN "products" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "popup_messages" ADD COLUMN "group_codes" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "popup_messages" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
ALTER TABLE "communications" ADD COLUMN "title_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "communications" ADD COLUMN "summary_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "communications" ADD COLUMN "body_en" text DEFAULT '' NOT NULL;
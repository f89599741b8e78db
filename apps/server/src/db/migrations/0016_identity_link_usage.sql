ALTER TABLE "isp_links" ADD COLUMN "email" varchar(254);--> statement-breakpoint
ALTER TABLE "isp_links" ADD COLUMN "last_used_at" timestamp with time zone;
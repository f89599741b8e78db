ALTER TABLE "companies" ADD COLUMN "migrated_on" date;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "migration_url" text;--> statement-breakpoint
-- The companies migrated before migrations had a day keep their users at the hub: migrated from today.
UPDATE "companies" SET "migrated_on" = (now() AT TIME ZONE 'Europe/Rome')::date WHERE "migrated";

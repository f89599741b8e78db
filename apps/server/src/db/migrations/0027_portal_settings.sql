CREATE TABLE "portal_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"values" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" varchar(320) NOT NULL
);

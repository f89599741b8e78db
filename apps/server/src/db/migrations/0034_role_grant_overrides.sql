CREATE TABLE "role_grant_overrides" (
	"role" varchar(16) NOT NULL,
	"resource" varchar(40) NOT NULL,
	"action" varchar(16) NOT NULL,
	"scope" varchar(16),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(256) NOT NULL,
	CONSTRAINT "role_grant_overrides_role_resource_action_pk" PRIMARY KEY("role","resource","action")
);

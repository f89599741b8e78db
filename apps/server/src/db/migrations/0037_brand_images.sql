CREATE TABLE "brand_images" (
	"id" char(64) PRIMARY KEY NOT NULL,
	"content_type" varchar(40) NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);

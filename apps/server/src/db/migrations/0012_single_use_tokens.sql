-- One table for every single-use secret (decision 033).
CREATE TABLE "single_use_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" varchar(32) NOT NULL,
	"subject" varchar(254),
	"secret_hash" varchar(71) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "single_use_tokens_secret_idx" ON "single_use_tokens" USING btree ("purpose","secret_hash");--> statement-breakpoint
CREATE INDEX "single_use_tokens_subject_idx" ON "single_use_tokens" USING btree ("purpose","subject");--> statement-breakpoint
CREATE INDEX "single_use_tokens_expires_idx" ON "single_use_tokens" USING btree ("expires_at");--> statement-breakpoint
-- Invitation links keep working: each invitation's token moves here with its SHA-256 as it was
-- (marked "sha256:"), completed ones as consumed; the server re-keys them at start-up
-- (rekeyMigratedTokens), since the key is not the database's to know.
INSERT INTO "single_use_tokens" ("purpose", "subject", "secret_hash", "max_attempts", "expires_at", "consumed_at", "created_at")
	SELECT 'invitation', "id"::text, 'sha256:' || "token_hash", 1, "expires_at", "completed_at", "sent_at" FROM "invitations";--> statement-breakpoint
ALTER TABLE "invitations" DROP CONSTRAINT "invitations_token_hash_unique";--> statement-breakpoint
ALTER TABLE "invitations" DROP COLUMN "token_hash";--> statement-breakpoint
-- The short-lived secrets are not carried over (their hashes cannot be re-keyed into the new scheme
-- and each lives minutes): codes in flight (15 minutes) must be asked for again, single sign-ons
-- between the provider and the portal (15 minutes) start again; captcha challenges and knowledge-base
-- tokens are signed with new keys anyway.
DROP TABLE "captcha_consumed" CASCADE;--> statement-breakpoint
DROP TABLE "kb_tokens" CASCADE;--> statement-breakpoint
DROP TABLE "verifications" CASCADE;--> statement-breakpoint
DROP TABLE "sso_identities" CASCADE;--> statement-breakpoint
CREATE TABLE "sso_identities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_id" uuid NOT NULL,
	"provider" varchar(8) NOT NULL,
	"subject" varchar(255) NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "sso_identities_token_id_unique" UNIQUE("token_id")
);
--> statement-breakpoint
ALTER TABLE "sso_identities" ADD CONSTRAINT "sso_identities_token_id_single_use_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."single_use_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Mail is counted by purpose, not subject: messages queued before have none of the flows' purposes,
-- so a limit starts afresh once, for at most its window.
ALTER TABLE "mail_outbox" ADD COLUMN "purpose" varchar(48) DEFAULT 'legacy' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "purpose" DROP DEFAULT;--> statement-breakpoint
CREATE INDEX "mail_outbox_recipient_idx" ON "mail_outbox" USING btree ("purpose",lower("to_address"),"created_at");

ALTER TABLE "companies" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "companies_name_sort_idx" ON "companies" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "companies_name_words_idx" ON "companies" USING gin (to_tsvector('simple', "name"));--> statement-breakpoint
CREATE INDEX "companies_vat_prefix_idx" ON "companies" USING btree ("vat_code" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "companies_fiscal_code_prefix_idx" ON "companies" USING btree ("fiscal_code" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "companies_created_idx" ON "companies" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" USING btree ("company_id");
ALTER TABLE "site_page" ADD COLUMN "facts" jsonb;--> statement-breakpoint
ALTER TABLE "staged_page" ADD COLUMN "facts" jsonb;
ALTER TABLE "site_page" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "site_page" ADD COLUMN "changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staged_page" ADD COLUMN "fingerprint" text;--> statement-breakpoint
-- What a page says was last seen to change when it was last written: the next write of the same content keeps that date.
UPDATE "site_page" SET "changed_at" = "content_at";

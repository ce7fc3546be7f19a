ALTER TABLE "trial_lesson_request" ADD COLUMN "token" text;--> statement-breakpoint
ALTER TABLE "trial_lesson_request" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trial_lesson_request" ADD CONSTRAINT "trial_lesson_request_token_unique" UNIQUE("token");
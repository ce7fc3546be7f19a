CREATE TABLE "trial_lesson_request" (
	"id" serial PRIMARY KEY NOT NULL,
	"tutor_slug" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"time_zone" text NOT NULL,
	"answers" jsonb,
	"consent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "trial_lesson_request_once_idx" ON "trial_lesson_request" USING btree ("email","tutor_slug","starts_at");
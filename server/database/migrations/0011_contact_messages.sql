CREATE TABLE "contact_message" (
	"id" serial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"receipt_sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "contact_message_created_idx" ON "contact_message" USING btree ("created_at");
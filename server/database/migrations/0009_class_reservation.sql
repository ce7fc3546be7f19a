CREATE TABLE "class_reservation" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"session_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"time_zone" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "class_reservation_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "class_reservation_once_idx" ON "class_reservation" USING btree ("email","session_id","starts_at");--> statement-breakpoint
CREATE INDEX "class_reservation_session_idx" ON "class_reservation" USING btree ("session_id","starts_at");
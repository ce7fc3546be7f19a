CREATE TABLE "analytics_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"visitor_id" text NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"locale" text NOT NULL,
	"country" text,
	"props" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator" (
	"user_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operator" ADD CONSTRAINT "operator_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_event_name_time_idx" ON "analytics_event" USING btree ("name","received_at");--> statement-breakpoint
CREATE INDEX "analytics_event_visitor_idx" ON "analytics_event" USING btree ("visitor_id");--> statement-breakpoint
CREATE INDEX "analytics_event_received_at_idx" ON "analytics_event" USING brin ("received_at");
CREATE SEQUENCE "public"."site_page_revision" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "content_change" (
	"id" serial PRIMARY KEY NOT NULL,
	"keys" jsonb NOT NULL,
	"paths" jsonb NOT NULL,
	"why" text NOT NULL,
	"batch_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publish_batch" (
	"id" serial PRIMARY KEY NOT NULL,
	"why" text NOT NULL,
	"urls" jsonb NOT NULL,
	"gone" jsonb NOT NULL,
	"counts" jsonb NOT NULL,
	"content_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"committed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "site_page" (
	"path" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"content_type" text,
	"data_src" text,
	"reads" jsonb NOT NULL,
	"revision" integer NOT NULL,
	"build_id" text NOT NULL,
	"content_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_page_data" (
	"src" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staged_page" (
	"batch_id" integer NOT NULL,
	"path" text NOT NULL,
	"outcome" text NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"content_type" text,
	"data_src" text,
	"reads" jsonb NOT NULL,
	"build_id" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "staged_page_batch_path_idx" ON "staged_page" USING btree ("batch_id","path");
-- Events at scale (issue 65): analytics_event becomes a table partitioned by the month of
-- received_at (UTC), so retention drops whole months and a report reads only its period's. The
-- rows are moved into their months; a default partition keeps any row no month holds yet, so an
-- insert never fails for want of one (server/analytics/partitions.ts creates them ahead).
ALTER TABLE "analytics_event" RENAME TO "analytics_event_unpartitioned";--> statement-breakpoint
ALTER TABLE "analytics_event_unpartitioned" RENAME CONSTRAINT "analytics_event_pkey" TO "analytics_event_unpartitioned_pkey";--> statement-breakpoint
ALTER SEQUENCE "analytics_event_id_seq" RENAME TO "analytics_event_unpartitioned_id_seq";--> statement-breakpoint
DROP INDEX "analytics_event_name_time_idx";--> statement-breakpoint
DROP INDEX "analytics_event_visitor_idx";--> statement-breakpoint
DROP INDEX "analytics_event_received_at_idx";--> statement-breakpoint
CREATE TABLE "analytics_event" (
	"id" bigserial NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"visitor_id" text NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"locale" text NOT NULL,
	"country" text,
	"props" jsonb NOT NULL,
	CONSTRAINT "analytics_event_id_received_at_pk" PRIMARY KEY("id","received_at")
) PARTITION BY RANGE ("received_at");--> statement-breakpoint
CREATE TABLE "analytics_event_default" PARTITION OF "analytics_event" DEFAULT;--> statement-breakpoint
DO $$
DECLARE
	month timestamp;
BEGIN
	FOR month IN
		SELECT generate_series(
			date_trunc('month', coalesce((SELECT min(received_at) FROM analytics_event_unpartitioned), now()) AT TIME ZONE 'UTC'),
			date_trunc('month', now() AT TIME ZONE 'UTC') + interval '2 months',
			interval '1 month')
	LOOP
		EXECUTE format('CREATE TABLE %I PARTITION OF analytics_event FOR VALUES FROM (%L) TO (%L)',
			'analytics_event_' || to_char(month, 'YYYY_MM'), month AT TIME ZONE 'UTC', (month + interval '1 month') AT TIME ZONE 'UTC');
	END LOOP;
END $$;--> statement-breakpoint
INSERT INTO "analytics_event" SELECT * FROM "analytics_event_unpartitioned";--> statement-breakpoint
SELECT setval('analytics_event_id_seq', (SELECT coalesce(max(id), 0) + 1 FROM analytics_event_unpartitioned), false);--> statement-breakpoint
DROP TABLE "analytics_event_unpartitioned";--> statement-breakpoint
CREATE INDEX "analytics_event_name_time_idx" ON "analytics_event" USING btree ("name","received_at");--> statement-breakpoint
CREATE INDEX "analytics_event_visitor_time_idx" ON "analytics_event" USING btree ("visitor_id","received_at");--> statement-breakpoint
CREATE INDEX "analytics_event_received_at_idx" ON "analytics_event" USING brin ("received_at");

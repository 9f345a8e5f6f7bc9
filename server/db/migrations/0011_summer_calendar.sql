CREATE TABLE "summer_time_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"summerevent_id" integer NOT NULL,
	"index" integer NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"stop" timestamp with time zone NOT NULL,
	"district_id" integer,
	"category" text
);
--> statement-breakpoint
ALTER TABLE "districts" ADD COLUMN "boundary" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "repetition_type" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "dates" text[];--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "logo_url" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "hide_end_time" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "is_registration" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "district_id" integer;--> statement-breakpoint
ALTER TABLE "summer_time_entries" ADD CONSTRAINT "summer_time_entries_summerevent_id_offers_id_fk" FOREIGN KEY ("summerevent_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "summer_time_entries_event_index_idx" ON "summer_time_entries" USING btree ("summerevent_id","index");--> statement-breakpoint
CREATE INDEX "summer_time_entries_start_idx" ON "summer_time_entries" USING btree ("start","id");--> statement-breakpoint
CREATE INDEX "summer_time_entries_district_start_idx" ON "summer_time_entries" USING btree ("district_id","start");--> statement-breakpoint
CREATE INDEX "summer_time_entries_category_start_idx" ON "summer_time_entries" USING btree ("category","start");--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offers_district_idx" ON "offers" USING btree ("district_id");
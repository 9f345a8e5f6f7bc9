CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"street" text NOT NULL,
	"street_number" text DEFAULT '' NOT NULL,
	"zipcode" text NOT NULL,
	"city" text NOT NULL,
	"district" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"search" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookmarks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"target_id" integer NOT NULL,
	"reason" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_reason_or_message" CHECK (num_nonnulls("reports"."reason", "reports"."message") = 1)
);
--> statement-breakpoint
ALTER TABLE "offers" ALTER COLUMN "targetgroup" SET DATA TYPE text[] USING CASE WHEN "targetgroup" IS NULL OR "targetgroup" = '' THEN '{all}'::text[] ELSE string_to_array("targetgroup", ',') END;--> statement-breakpoint
UPDATE "offers" SET "targetgroup" = '{all}'::text[] WHERE "targetgroup" IS NULL;--> statement-breakpoint
ALTER TABLE "offers" ALTER COLUMN "targetgroup" SET DEFAULT '{all}'::text[];--> statement-breakpoint
ALTER TABLE "offers" ALTER COLUMN "targetgroup" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "image" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "image_subline" jsonb;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "contact_mail" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "contact_url" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "entry_location" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "repetition" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "start_date" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "end_date" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "time_start" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "time_end" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "weekdays" jsonb;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "monthly_mode" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "monthly_value" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "organizer" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "organizer_url" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "registration_url" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "location_name" text;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_id_offers_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_unique_idx" ON "addresses" USING btree ("street","street_number","zipcode");--> statement-breakpoint
CREATE INDEX "addresses_search_trgm_idx" ON "addresses" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "addresses_earth_idx" ON "addresses" USING gist (ll_to_earth("latitude", "longitude"));--> statement-breakpoint
CREATE UNIQUE INDEX "bookmarks_user_offer_idx" ON "bookmarks" USING btree ("user_id","offer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_user_target_idx" ON "reports" USING btree ("user_id","target_id");--> statement-breakpoint
CREATE INDEX "offers_spot_idx" ON "offers" USING btree ("spot_id");--> statement-breakpoint
CREATE INDEX "offers_user_idx" ON "offers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "offers_club_idx" ON "offers" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "offers_earth_idx" ON "offers" USING gist (ll_to_earth("map_latitude", "map_longitude"));
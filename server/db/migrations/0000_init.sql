CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"published_start" timestamp with time zone NOT NULL,
	"teaser_title" jsonb NOT NULL,
	"teaser_description" jsonb NOT NULL,
	"teaser_image" text NOT NULL,
	"teaser_image_copyright" text DEFAULT '' NOT NULL,
	"teaser_image_caption" jsonb,
	"teaser_image_gradient" boolean DEFAULT false NOT NULL,
	"external" boolean DEFAULT false NOT NULL,
	"external_url" text,
	"detail_title" jsonb,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"icon" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "clubs" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"logo" text,
	"approved" boolean DEFAULT false NOT NULL,
	"contact_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clubs_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"bbox" jsonb NOT NULL,
	CONSTRAINT "districts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"published_start" timestamp with time zone NOT NULL,
	"teaser_title" jsonb NOT NULL,
	"teaser_description" jsonb NOT NULL,
	"teaser_image" text NOT NULL,
	"teaser_image_copyright" text DEFAULT '' NOT NULL,
	"teaser_image_caption" jsonb,
	"teaser_image_gradient" boolean DEFAULT false NOT NULL,
	"event_start" timestamp with time zone NOT NULL,
	"event_end" timestamp with time zone,
	"event_allday" boolean DEFAULT false NOT NULL,
	"event_end_allday" boolean DEFAULT false NOT NULL,
	"event_location" text DEFAULT '' NOT NULL,
	"event_url" text,
	"detail_title" jsonb,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "fragments" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"template" text NOT NULL,
	"public" boolean DEFAULT true NOT NULL,
	"content" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "highlights" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"internal_url" text,
	"external_url" text,
	"title" jsonb NOT NULL,
	"topline" jsonb NOT NULL,
	"richtext" jsonb NOT NULL,
	"file" text NOT NULL,
	"file_alt" jsonb NOT NULL,
	"file_caption" jsonb NOT NULL,
	"poster" text,
	"gradient" boolean DEFAULT false NOT NULL,
	"video_loop" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"street" text,
	"street_number" text,
	"zipcode" text,
	"city" text,
	"map_latitude" double precision NOT NULL,
	"map_longitude" double precision NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"spottype_id" integer,
	"free_offer" boolean DEFAULT false NOT NULL,
	"barrier_free" boolean DEFAULT false NOT NULL,
	"targetgroup" text,
	"user_id" integer,
	"club_id" integer,
	"spot_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"navi_label" jsonb,
	"description" jsonb,
	"position" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"remember" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spottypes" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	CONSTRAINT "spottypes_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"gender" text DEFAULT 'u' NOT NULL,
	"official" boolean DEFAULT false NOT NULL,
	"email_verified_at" timestamp with time zone,
	"sso_driver" text,
	"club_id" integer,
	"special_terms_accepted_at" timestamp with time zone,
	"lang" text DEFAULT 'de' NOT NULL,
	"newsletter" boolean DEFAULT false NOT NULL,
	"image" text,
	"street" text,
	"street_number" text,
	"city" text,
	"zipcode" text,
	"country" text,
	"birthday" text,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fragments" ADD CONSTRAINT "fragments_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_spottype_id_spottypes_id_fk" FOREIGN KEY ("spottype_id") REFERENCES "public"."spottypes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("published_start");--> statement-breakpoint
CREATE INDEX "events_start_idx" ON "events" USING btree ("event_start");--> statement-breakpoint
CREATE INDEX "fragments_page_position_idx" ON "fragments" USING btree ("page_id","position");--> statement-breakpoint
CREATE INDEX "offers_type_idx" ON "offers" USING btree ("type");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));
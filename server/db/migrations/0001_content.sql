CREATE TABLE "faq_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"group" text NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"locale" text DEFAULT 'de' NOT NULL,
	"confirm_token_hash" text,
	"unsubscribe_token_hash" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmation_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscriptions_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "outbox_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fragments" ALTER COLUMN "page_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "detail_image" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "detail_image_alt" jsonb;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "copyright" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "caption" jsonb;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "description" jsonb;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "detail_image" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "detail_image_alt" jsonb;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "copyright" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "caption" jsonb;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "description" jsonb;--> statement-breakpoint
ALTER TABLE "fragments" ADD COLUMN "article_id" integer;--> statement-breakpoint
ALTER TABLE "fragments" ADD COLUMN "event_id" integer;--> statement-breakpoint
ALTER TABLE "fragments" ADD CONSTRAINT "fragments_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fragments" ADD CONSTRAINT "fragments_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fragments_article_position_idx" ON "fragments" USING btree ("article_id","position");--> statement-breakpoint
CREATE INDEX "fragments_event_position_idx" ON "fragments" USING btree ("event_id","position");--> statement-breakpoint
ALTER TABLE "fragments" ADD CONSTRAINT "fragments_one_owner" CHECK (num_nonnulls("fragments"."page_id", "fragments"."article_id", "fragments"."event_id") = 1);
CREATE TABLE "local_payment_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"client_reference_id" text NOT NULL,
	"item_name" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"payment_intent_id" text NOT NULL,
	"payment_intent_status" text DEFAULT 'requires_payment_method' NOT NULL,
	"settles_at" timestamp with time zone,
	"refunded" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image" text,
	"price_cents" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_slug_unique" UNIQUE("slug"),
	CONSTRAINT "products_price_min" CHECK ("products"."price_cents" >= 50)
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"product_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"session_id" text NOT NULL,
	"payment_intent_id" text,
	"receipt_url" text,
	"item_name" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'eur' NOT NULL,
	"vat_basis_points" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"receipt_number" integer,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchases_session_id_unique" UNIQUE("session_id"),
	CONSTRAINT "purchases_receipt_number_unique" UNIQUE("receipt_number"),
	CONSTRAINT "purchases_status_known" CHECK ("purchases"."status" in ('pending', 'succeeded', 'failed', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"name" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fragments" DROP CONSTRAINT "fragments_one_owner";--> statement-breakpoint
ALTER TABLE "fragments" ADD COLUMN "product_id" integer;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "local_payment_sessions_settles_idx" ON "local_payment_sessions" USING btree ("settles_at") WHERE "local_payment_sessions"."settles_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "local_payment_sessions_intent_idx" ON "local_payment_sessions" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_one_open_per_product" ON "purchases" USING btree ("user_id","product_id") WHERE "purchases"."status" in ('pending', 'succeeded');--> statement-breakpoint
CREATE INDEX "purchases_user_idx" ON "purchases" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "purchases_payment_intent_idx" ON "purchases" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "purchases_pending_idx" ON "purchases" USING btree ("created_at") WHERE "purchases"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "fragments" ADD CONSTRAINT "fragments_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fragments_product_position_idx" ON "fragments" USING btree ("product_id","position");--> statement-breakpoint
ALTER TABLE "fragments" ADD CONSTRAINT "fragments_one_owner" CHECK (num_nonnulls("fragments"."page_id", "fragments"."article_id", "fragments"."event_id", "fragments"."product_id") = 1);
CREATE TABLE "reclamation_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"step" text NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reclamation_drafts_company_id_customer_id_order_item_id_unique" UNIQUE("company_id","customer_id","order_item_id")
);
--> statement-breakpoint
CREATE TABLE "reclamation_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"reclamation_id" integer NOT NULL,
	"state" text NOT NULL,
	"actor" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reclamations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_item_ids" jsonb NOT NULL,
	"barcodes" jsonb NOT NULL,
	"reason" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"applicant" jsonb NOT NULL,
	"document" jsonb NOT NULL,
	"refund" jsonb NOT NULL,
	"pickup" jsonb NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"state_comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text DEFAULT '' NOT NULL,
	"attached_to" text,
	"attached_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "state" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "order_item_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "sale_item_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "terms_accepted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reclamation_drafts" ADD CONSTRAINT "reclamation_drafts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reclamation_drafts" ADD CONSTRAINT "reclamation_drafts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reclamation_history" ADD CONSTRAINT "reclamation_history_reclamation_id_reclamations_id_fk" FOREIGN KEY ("reclamation_id") REFERENCES "public"."reclamations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reclamations" ADD CONSTRAINT "reclamations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reclamations" ADD CONSTRAINT "reclamations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reclamations" ADD CONSTRAINT "reclamations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reclamation_history_reclamation_id_index" ON "reclamation_history" USING btree ("reclamation_id");--> statement-breakpoint
CREATE INDEX "reclamations_company_id_customer_id_index" ON "reclamations" USING btree ("company_id","customer_id");--> statement-breakpoint
CREATE INDEX "reclamations_order_id_index" ON "reclamations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "uploads_company_id_customer_id_index" ON "uploads" USING btree ("company_id","customer_id");--> statement-breakpoint
CREATE INDEX "uploads_attached_to_attached_id_index" ON "uploads" USING btree ("attached_to","attached_id");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_item_id_unique" UNIQUE("order_item_id");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_sale_item_id_unique" UNIQUE("sale_item_id");
ALTER TABLE "orders" ADD COLUMN "marketing" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method" text DEFAULT 'redirect' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "deep_link" text;
ALTER TABLE "outlets" ADD COLUMN "hours" jsonb;--> statement-breakpoint
ALTER TABLE "outlets" ADD COLUMN "timezone" text DEFAULT 'Europe/Moscow' NOT NULL;--> statement-breakpoint
ALTER TABLE "outlets" ADD COLUMN "services" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "outlets" ADD COLUMN "metro" text;
CREATE TABLE "push_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"message_id" integer NOT NULL,
	"device_id" uuid NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "push_messages" ADD COLUMN "media" text;--> statement-breakpoint
ALTER TABLE "push_messages" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_message_id_push_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."push_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_device_id_fcm_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."fcm_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_outbox_message_id_device_id_index" ON "push_outbox" USING btree ("message_id","device_id");--> statement-breakpoint
CREATE INDEX "push_outbox_state_next_attempt_at_index" ON "push_outbox" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "push_messages_company_id_dedupe_key_index" ON "push_messages" USING btree ("company_id","dedupe_key");
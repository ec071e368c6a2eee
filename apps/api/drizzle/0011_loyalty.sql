CREATE TABLE "gift_card_spends" (
	"id" serial PRIMARY KEY NOT NULL,
	"gift_card_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_spends_gift_card_id_order_id_unique" UNIQUE("gift_card_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"barcode" text NOT NULL,
	"initial_minor" bigint NOT NULL,
	"balance_minor" bigint NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_company_id_barcode_unique" UNIQUE("company_id","barcode"),
	CONSTRAINT "gift_cards_balance_not_negative" CHECK ("gift_cards"."balance_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"card_number" text NOT NULL,
	"balance_minor" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_accounts_company_id_customer_id_unique" UNIQUE("company_id","customer_id"),
	CONSTRAINT "loyalty_accounts_company_id_card_number_unique" UNIQUE("company_id","card_number"),
	CONSTRAINT "loyalty_accounts_balance_not_negative" CHECK ("loyalty_accounts"."balance_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_operations" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"order_id" integer,
	"reason" text,
	"source_operation_id" integer,
	"effective_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_operations_order_kind" UNIQUE("account_id","order_id","kind"),
	CONSTRAINT "loyalty_operations_expiry_source" UNIQUE("source_operation_id"),
	CONSTRAINT "loyalty_operations_amount_positive" CHECK ("loyalty_operations"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_card_debit_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_card_spends" ADD CONSTRAINT "gift_card_spends_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_spends" ADD CONSTRAINT "gift_card_spends_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_accounts" ADD CONSTRAINT "loyalty_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_accounts" ADD CONSTRAINT "loyalty_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_operations" ADD CONSTRAINT "loyalty_operations_account_id_loyalty_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."loyalty_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_operations" ADD CONSTRAINT "loyalty_operations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_card_spends_order_id_index" ON "gift_card_spends" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "loyalty_operations_account_id_effective_at_index" ON "loyalty_operations" USING btree ("account_id","effective_at");--> statement-breakpoint
-- Hand-added data move (issue #14): balances kept on customers become bonus accounts with one opening
-- accrual each, so the balance equals the operations' sum before the old column goes.
INSERT INTO "loyalty_accounts" ("company_id", "customer_id", "card_number", "balance_minor")
SELECT "company_id", "id", (100000000 + "id")::text, "bonus_balance_minor" FROM "customers" WHERE "bonus_balance_minor" > 0;--> statement-breakpoint
INSERT INTO "loyalty_operations" ("account_id", "kind", "state", "amount_minor", "reason", "effective_at", "expires_at")
SELECT "id", 'accrual', 'posted', "balance_minor", 'opening', now(), now() + interval '365 days' FROM "loyalty_accounts";--> statement-breakpoint
ALTER TABLE "customers" DROP COLUMN "bonus_balance_minor";
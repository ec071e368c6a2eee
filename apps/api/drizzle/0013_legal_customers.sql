CREATE TABLE "customer_managers" (
	"customer_id" integer NOT NULL,
	"manager_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "customer_managers_customer_id_manager_id_pk" PRIMARY KEY("customer_id","manager_id")
);
--> statement-breakpoint
CREATE TABLE "legal_infos" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"company" text NOT NULL,
	"inn" text NOT NULL,
	"address" text NOT NULL,
	"fio" text NOT NULL,
	"bank_name" text NOT NULL,
	"bic" text NOT NULL,
	"account" text NOT NULL,
	"correspondent_account" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "personal_managers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"messenger" text,
	"messenger_handle" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_access_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"state" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"level_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "levels" ADD COLUMN "granted_on_price_access" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_managers" ADD CONSTRAINT "customer_managers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_managers" ADD CONSTRAINT "customer_managers_manager_id_personal_managers_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."personal_managers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_infos" ADD CONSTRAINT "legal_infos_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_infos" ADD CONSTRAINT "legal_infos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_managers" ADD CONSTRAINT "personal_managers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_access_requests" ADD CONSTRAINT "price_access_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_access_requests" ADD CONSTRAINT "price_access_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_access_requests" ADD CONSTRAINT "price_access_requests_level_id_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "personal_managers_company_id_index" ON "personal_managers" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "price_access_requests_company_id_customer_id_created_at_index" ON "price_access_requests" USING btree ("company_id","customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "price_access_requests_one_waiting" ON "price_access_requests" USING btree ("customer_id") WHERE "price_access_requests"."state" = 'on_approval';
CREATE TABLE "departure_cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "departure_cities_company_id_slug_unique" UNIQUE("company_id","slug")
);
--> statement-breakpoint
CREATE TABLE "departure_hotels" (
	"departure_id" integer NOT NULL,
	"hotel_id" integer NOT NULL,
	CONSTRAINT "departure_hotels_departure_id_hotel_id_pk" PRIMARY KEY("departure_id","hotel_id")
);
--> statement-breakpoint
CREATE TABLE "hotel_collection_items" (
	"collection_id" integer NOT NULL,
	"hotel_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "hotel_collection_items_collection_id_hotel_id_pk" PRIMARY KEY("collection_id","hotel_id")
);
--> statement-breakpoint
CREATE TABLE "hotel_collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"category_id" integer,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image" text,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "hotel_collections_company_id_slug_unique" UNIQUE("company_id","slug")
);
--> statement-breakpoint
CREATE TABLE "hotels" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"address" jsonb NOT NULL,
	"stars" smallint NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amenities" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "hotels_company_id_slug_unique" UNIQUE("company_id","slug"),
	CONSTRAINT "hotels_stars" CHECK ("hotels"."stars" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "room_allotments" (
	"room_type_id" integer NOT NULL,
	"night" date NOT NULL,
	"total" integer NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "room_allotments_room_type_id_night_pk" PRIMARY KEY("room_type_id","night"),
	CONSTRAINT "room_allotments_taken" CHECK ("room_allotments"."taken" >= 0 and "room_allotments"."taken" <= "room_allotments"."total")
);
--> statement-breakpoint
CREATE TABLE "room_rates" (
	"room_type_id" integer NOT NULL,
	"night" date NOT NULL,
	"adult_minor" bigint NOT NULL,
	"child_bands" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"infant_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "room_rates_room_type_id_night_pk" PRIMARY KEY("room_type_id","night"),
	CONSTRAINT "room_rates_prices" CHECK ("room_rates"."adult_minor" >= 0 and "room_rates"."infant_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "room_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"capacity_adults" smallint NOT NULL,
	"capacity_children" smallint NOT NULL,
	"beds" jsonb NOT NULL,
	"area_m2" smallint,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amenities" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "room_types_hotel_id_slug_unique" UNIQUE("hotel_id","slug"),
	CONSTRAINT "room_types_capacity" CHECK ("room_types"."capacity_adults" >= 1 and "room_types"."capacity_children" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tour_booking_nights" (
	"booking_id" integer NOT NULL,
	"room_type_id" integer NOT NULL,
	"night" date NOT NULL,
	CONSTRAINT "tour_booking_nights_booking_id_night_pk" PRIMARY KEY("booking_id","night")
);
--> statement-breakpoint
CREATE TABLE "tour_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"tour_id" integer,
	"departure_id" integer,
	"hotel_id" integer NOT NULL,
	"room_type_id" integer NOT NULL,
	"date" date NOT NULL,
	"nights" smallint NOT NULL,
	"tourists" jsonb NOT NULL,
	"travellers" jsonb NOT NULL,
	"total_minor" bigint NOT NULL,
	"breakdown" jsonb NOT NULL,
	"state" text DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_bookings_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "tour_bookings_state" CHECK ("tour_bookings"."state" in ('held', 'confirmed', 'released'))
);
--> statement-breakpoint
CREATE TABLE "tour_carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_carts_company_id_customer_id_unique" UNIQUE("company_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "tour_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"parent_id" integer,
	"depth" smallint NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"image" text,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tour_categories_company_id_kind_slug_unique" UNIQUE("company_id","kind","slug"),
	CONSTRAINT "tour_categories_depth" CHECK ("tour_categories"."depth" between 1 and case when "tour_categories"."kind" = 'tour' then 5 else 4 end)
);
--> statement-breakpoint
CREATE TABLE "tour_departures" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"date" date NOT NULL,
	"nights" jsonb NOT NULL,
	CONSTRAINT "tour_departures_tour_id_city_id_date_unique" UNIQUE("tour_id","city_id","date")
);
--> statement-breakpoint
CREATE TABLE "tours" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"destination" jsonb NOT NULL,
	"included" jsonb NOT NULL,
	"transfer" jsonb NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"crosses_border" boolean DEFAULT false NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tours_company_id_slug_unique" UNIQUE("company_id","slug")
);
--> statement-breakpoint
ALTER TABLE "departure_cities" ADD CONSTRAINT "departure_cities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departure_hotels" ADD CONSTRAINT "departure_hotels_departure_id_tour_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."tour_departures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departure_hotels" ADD CONSTRAINT "departure_hotels_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_collection_items" ADD CONSTRAINT "hotel_collection_items_collection_id_hotel_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."hotel_collections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_collection_items" ADD CONSTRAINT "hotel_collection_items_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_collections" ADD CONSTRAINT "hotel_collections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_collections" ADD CONSTRAINT "hotel_collections_category_id_tour_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."tour_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_category_id_tour_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."tour_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_allotments" ADD CONSTRAINT "room_allotments_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_rates" ADD CONSTRAINT "room_rates_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_booking_nights" ADD CONSTRAINT "tour_booking_nights_booking_id_tour_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."tour_bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_booking_nights" ADD CONSTRAINT "tour_booking_nights_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_bookings" ADD CONSTRAINT "tour_bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_bookings" ADD CONSTRAINT "tour_bookings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_bookings" ADD CONSTRAINT "tour_bookings_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_bookings" ADD CONSTRAINT "tour_bookings_departure_id_tour_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."tour_departures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_bookings" ADD CONSTRAINT "tour_bookings_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_bookings" ADD CONSTRAINT "tour_bookings_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_carts" ADD CONSTRAINT "tour_carts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_carts" ADD CONSTRAINT "tour_carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_categories" ADD CONSTRAINT "tour_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_categories" ADD CONSTRAINT "tour_categories_parent_id_tour_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tour_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_departures" ADD CONSTRAINT "tour_departures_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_departures" ADD CONSTRAINT "tour_departures_city_id_departure_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."departure_cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_category_id_tour_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."tour_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "departure_hotels_hotel_id_index" ON "departure_hotels" USING btree ("hotel_id");--> statement-breakpoint
CREATE INDEX "hotels_company_id_category_id_index" ON "hotels" USING btree ("company_id","category_id");--> statement-breakpoint
CREATE INDEX "tour_bookings_room_type_id_date_index" ON "tour_bookings" USING btree ("room_type_id","date");--> statement-breakpoint
CREATE INDEX "tour_categories_company_id_kind_parent_id_index" ON "tour_categories" USING btree ("company_id","kind","parent_id");--> statement-breakpoint
CREATE INDEX "tour_departures_date_index" ON "tour_departures" USING btree ("date");--> statement-breakpoint
CREATE INDEX "tours_company_id_category_id_index" ON "tours" USING btree ("company_id","category_id");
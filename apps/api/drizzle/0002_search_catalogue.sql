CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_words" (
	"company_id" integer NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_words_company_id_word_pk" PRIMARY KEY("company_id","word")
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "keywords" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, name), 'A') || setweight(to_tsvector('english'::regconfig, name), 'A') || setweight(to_tsvector('russian'::regconfig, keywords), 'B') || setweight(to_tsvector('english'::regconfig, keywords), 'B') || setweight(to_tsvector('simple'::regconfig, coalesce(brand, '') || ' ' || article || ' ' || coalesce(collection, '')), 'B')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || coalesce(brand, '') || ' ' || keywords)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "navigation_items" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "seller" text;--> statement-breakpoint
ALTER TABLE "regions" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "search_words" ADD CONSTRAINT "search_words_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Hand-written part (drizzle-kit cannot express triggers): the "did you mean" vocabulary follows product names.
CREATE FUNCTION "search_words_collect"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "search_words" ("company_id", "word")
	SELECT DISTINCT NEW."company_id", w
	FROM regexp_split_to_table(NEW."search_text", '[^a-zа-яё0-9]+') AS w
	WHERE char_length(w) >= 3 AND w !~ '^[0-9]+$'
	ON CONFLICT DO NOTHING;
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_search_words" AFTER INSERT OR UPDATE OF "name", "brand", "keywords" ON "products"
	FOR EACH ROW EXECUTE FUNCTION "search_words_collect"();--> statement-breakpoint
INSERT INTO "search_words" ("company_id", "word")
SELECT DISTINCT p."company_id", w
FROM "products" p, regexp_split_to_table(p."search_text", '[^a-zа-яё0-9]+') AS w
WHERE char_length(w) >= 3 AND w !~ '^[0-9]+$'
ON CONFLICT DO NOTHING;

CREATE TABLE "product_region_offers" (
	"product_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"price_minor" integer NOT NULL,
	"old_price_minor" integer,
	"in_stock" boolean NOT NULL,
	CONSTRAINT "product_region_offers_product_id_region_id_pk" PRIMARY KEY("product_id","region_id")
);
--> statement-breakpoint
ALTER TABLE "product_region_offers" ADD CONSTRAINT "product_region_offers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_region_offers" ADD CONSTRAINT "product_region_offers_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_region_offers_region_id_price_minor_index" ON "product_region_offers" USING btree ("region_id","price_minor");--> statement-breakpoint
-- Hand-written part (drizzle-kit cannot express triggers): product_region_offers follows sku_region_offers in the
-- same transaction as every change of an offer, whoever makes it (orders, stock releases, the seed, an import).
--
-- Recomputes one product's row in one region from its offers. The row is locked first (inserted as a placeholder
-- when missing): two transactions changing offers of the same product then take turns, and the second one's
-- aggregate, a new statement in READ COMMITTED, sees the first one's committed offers. Without the lock both would
-- compute from the old offers and the last writer would store a stale "in stock".
CREATE FUNCTION "product_region_offers_refresh"(p_product integer, p_region integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
	agg record;
BEGIN
	IF p_product IS NULL THEN
		RETURN;
	END IF;
	INSERT INTO "product_region_offers" ("product_id", "region_id", "price_minor", "old_price_minor", "in_stock")
	VALUES (p_product, p_region, 0, NULL, false)
	ON CONFLICT DO NOTHING;
	PERFORM 1 FROM "product_region_offers"
	WHERE "product_id" = p_product AND "region_id" = p_region
	FOR UPDATE;
	SELECT min(o."price_minor") AS price, min(o."old_price_minor") AS old_price, bool_or(o."stock" > 0) AS in_stock,
		count(*) AS n
	INTO agg
	FROM "skus" s
	JOIN "sku_region_offers" o ON o."sku_id" = s."id" AND o."region_id" = p_region
	WHERE s."product_id" = p_product;
	IF agg.n = 0 THEN
		DELETE FROM "product_region_offers" WHERE "product_id" = p_product AND "region_id" = p_region;
	ELSE
		UPDATE "product_region_offers"
		SET "price_minor" = agg.price, "old_price_minor" = agg.old_price, "in_stock" = agg.in_stock
		WHERE "product_id" = p_product AND "region_id" = p_region;
	END IF;
END
$$;--> statement-breakpoint
CREATE FUNCTION "sku_region_offers_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' THEN
		PERFORM "product_region_offers_refresh"((SELECT "product_id" FROM "skus" WHERE "id" = OLD."sku_id"), OLD."region_id");
		IF (NEW."sku_id", NEW."region_id") IS DISTINCT FROM (OLD."sku_id", OLD."region_id") THEN
			PERFORM "product_region_offers_refresh"((SELECT "product_id" FROM "skus" WHERE "id" = NEW."sku_id"), NEW."region_id");
		END IF;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
-- A sale that leaves a variant in stock changes nothing the listing shows: only a price, an old price, a variant
-- selling out or coming back, or a moved offer wakes the trigger, so ordinary orders never touch the summary row
-- (and never wait on each other for it).
CREATE TRIGGER "sku_region_offers_summary_update" AFTER UPDATE ON "sku_region_offers"
	FOR EACH ROW
	WHEN (OLD."price_minor" IS DISTINCT FROM NEW."price_minor"
		OR OLD."old_price_minor" IS DISTINCT FROM NEW."old_price_minor"
		OR (OLD."stock" > 0) IS DISTINCT FROM (NEW."stock" > 0)
		OR OLD."sku_id" IS DISTINCT FROM NEW."sku_id"
		OR OLD."region_id" IS DISTINCT FROM NEW."region_id")
	EXECUTE FUNCTION "sku_region_offers_changed"();--> statement-breakpoint
-- Inserts and deletes come in bulk (the seed, an import): one refresh per product and region a statement touched,
-- in a fixed order (product, region) so two bulk statements take the summary rows' locks in the same order.
CREATE FUNCTION "sku_region_offers_added_or_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	pr record;
BEGIN
	FOR pr IN SELECT DISTINCT s."product_id", c."region_id" FROM "changed_offers" c JOIN "skus" s ON s."id" = c."sku_id"
		ORDER BY 1, 2 LOOP
		PERFORM "product_region_offers_refresh"(pr."product_id", pr."region_id");
	END LOOP;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sku_region_offers_summary_insert" AFTER INSERT ON "sku_region_offers"
	REFERENCING NEW TABLE AS "changed_offers"
	FOR EACH STATEMENT EXECUTE FUNCTION "sku_region_offers_added_or_removed"();--> statement-breakpoint
CREATE TRIGGER "sku_region_offers_summary_delete" AFTER DELETE ON "sku_region_offers"
	REFERENCING OLD TABLE AS "changed_offers"
	FOR EACH STATEMENT EXECUTE FUNCTION "sku_region_offers_added_or_removed"();--> statement-breakpoint
-- A variant moved to another product carries its offers along.
CREATE FUNCTION "skus_product_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	r integer;
BEGIN
	FOR r IN SELECT "region_id" FROM "sku_region_offers" WHERE "sku_id" = NEW."id" ORDER BY "region_id" LOOP
		PERFORM "product_region_offers_refresh"(OLD."product_id", r);
		PERFORM "product_region_offers_refresh"(NEW."product_id", r);
	END LOOP;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "skus_product_summary" AFTER UPDATE OF "product_id" ON "skus"
	FOR EACH ROW WHEN (OLD."product_id" IS DISTINCT FROM NEW."product_id")
	EXECUTE FUNCTION "skus_product_changed"();--> statement-breakpoint
INSERT INTO "product_region_offers" ("product_id", "region_id", "price_minor", "old_price_minor", "in_stock")
SELECT s."product_id", o."region_id", min(o."price_minor"), min(o."old_price_minor"), bool_or(o."stock" > 0)
FROM "skus" s
JOIN "sku_region_offers" o ON o."sku_id" = s."id"
GROUP BY s."product_id", o."region_id";

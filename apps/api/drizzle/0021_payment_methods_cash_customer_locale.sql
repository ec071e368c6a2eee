-- The language a customer last used in the shop: what is sent to them (pushes, SMS, email) is in it.
ALTER TABLE "customers" ADD COLUMN "locale" text;--> statement-breakpoint
-- Cash (on delivery, at the outlet) became an entry of a company's `payment_methods` list (issue 16): a company
-- that listed its online methods before took cash without saying so, so it keeps taking it. Companies without
-- the list take every method already.
UPDATE "companies"
SET "settings" = jsonb_set("settings", '{payment_methods}', ("settings" -> 'payment_methods') || '["cash"]'::jsonb)
WHERE jsonb_typeof("settings" -> 'payment_methods') = 'array'
  AND NOT (("settings" -> 'payment_methods') ? 'cash');

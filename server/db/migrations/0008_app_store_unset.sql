-- The seeded app-store addresses were stand-ins (a made-up App Store id): unset them, so the
-- footer shows no badge until the operator enters the published apps' addresses.
UPDATE "settings"
SET "value" = jsonb_set("value", '{app_store}', '{"ios": null, "android": null}'::jsonb)
WHERE "key" = 'site'
  AND "value" #>> '{app_store,ios}' = 'https://apps.apple.com/de/app/active-city-hamburg/id0000000000';

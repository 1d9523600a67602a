-- The one CoinSettings row exists from the start (with the schema's defaults), so the first awards never race
-- to create it.
INSERT INTO "CoinSettings" ("id", "updatedAt") VALUES (1, CURRENT_TIMESTAMP) ON CONFLICT ("id") DO NOTHING;

-- Event search also matches the short description (the first text of an event card): rebuild the stored
-- search text of existing events the way lib/events/dto.ts eventSearchText builds it for new ones.
UPDATE "Event"
SET "searchText" = lower(concat_ws(' ', "title", NULLIF("shortDescription", ''), NULLIF("description", ''), NULLIF("location", ''), NULLIF("type", '')));

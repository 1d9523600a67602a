-- The members search index, as prisma/schema now declares it (the username column itself: citext is binary-coercible
-- to text). Migration *_member_side_indexes made it with raw SQL on the text form of the username, and that one is
-- replaced, so a database migrated from zero matches the schema.
DROP INDEX IF EXISTS "User_search_trgm_idx";

-- CreateIndex
CREATE INDEX "User_search_trgm_idx" ON "User" USING GIN ("username" gin_trgm_ops, "email" gin_trgm_ops, "firstName" gin_trgm_ops, "lastName" gin_trgm_ops);

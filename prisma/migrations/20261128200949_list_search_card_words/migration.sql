-- A list's search words find what its cards show (issue #42).
-- Gigs and startups: a stored column the database generates from the card's words and the description, so every
-- write (the mutations, the seed, an admin edit, a raw insert) keeps it right, with a trigram index as jobs and events
-- have. Prisma cannot declare a generated column: prisma/schema names it as a plain optional text, never written.
-- array_to_string is only STABLE (it takes any array), so a generated column needs this IMMUTABLE wrapper for text[].
CREATE OR REPLACE FUNCTION "search_words"(words text[]) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN array_to_string(words, ' ');

-- AlterTable
ALTER TABLE "Startup" ADD COLUMN "searchText" TEXT GENERATED ALWAYS AS (
  lower("name" || ' ' || "shortDescription" || ' ' || "industry" || ' ' || "stage" || ' ' || "location" || ' ' ||
        coalesce("city", '') || ' ' || "description")
) STORED;

-- AlterTable
ALTER TABLE "Gig" ADD COLUMN "searchText" TEXT GENERATED ALWAYS AS (
  lower("title" || ' ' || "company" || ' ' || "category" || ' ' || "location" || ' ' || search_words("tags") || ' ' ||
        "description")
) STORED;

-- CreateIndex
CREATE INDEX "Startup_searchText_idx" ON "Startup" USING GIN ("searchText" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Gig_searchText_idx" ON "Gig" USING GIN ("searchText" gin_trgm_ops);

-- Jobs: the stored search text also holds the card's badge (Internship, or the job type), the experience and the
-- city, rebuilt for existing jobs the way lib/jobs/dto.ts jobSearchText builds it for new ones.
UPDATE "Job"
SET "searchText" = lower(concat_ws(' ', "title", "company", "description", "location",
  NULLIF(array_to_string("skills", ' '), ''), CASE WHEN lower("type") = 'internship' THEN 'Internship' END,
  NULLIF("jobType", ''), NULLIF("experience", ''), "city"));

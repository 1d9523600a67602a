-- AlterTable
ALTER TABLE "Startup" ADD COLUMN     "city" TEXT,
ADD COLUMN     "hiring" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "Gig" ADD COLUMN     "budgetMax" INTEGER,
ADD COLUMN     "budgetMin" INTEGER,
ADD COLUMN     "durationWeeks" INTEGER,
ADD COLUMN     "tagKeys" TEXT[];

-- AlterTable
ALTER TABLE "Job" ADD COLUMN     "city" TEXT,
ADD COLUMN     "payMax" INTEGER,
ADD COLUMN     "payMin" INTEGER,
ADD COLUMN     "skillKeys" TEXT[],
ADD COLUMN     "workMode" TEXT;

-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "city" TEXT;

-- CreateIndex
CREATE INDEX "Startup_status_industry_idx" ON "Startup"("status", "industry");

-- CreateIndex
CREATE INDEX "Startup_status_stage_idx" ON "Startup"("status", "stage");

-- CreateIndex
CREATE INDEX "Startup_status_city_idx" ON "Startup"("status", "city");

-- CreateIndex
CREATE INDEX "Startup_status_hiring_idx" ON "Startup"("status", "hiring");

-- CreateIndex
CREATE INDEX "Gig_status_category_postedAt_idx" ON "Gig"("status", "category", "postedAt");

-- CreateIndex
CREATE INDEX "Gig_status_budgetMax_budgetMin_idx" ON "Gig"("status", "budgetMax", "budgetMin");

-- CreateIndex
CREATE INDEX "Gig_status_durationWeeks_idx" ON "Gig"("status", "durationWeeks");

-- CreateIndex
CREATE INDEX "Gig_tagKeys_idx" ON "Gig" USING GIN ("tagKeys");

-- CreateIndex
CREATE INDEX "Job_status_type_createdAt_id_idx" ON "Job"("status", "type", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Job_status_workMode_createdAt_id_idx" ON "Job"("status", "workMode", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Job_status_city_createdAt_id_idx" ON "Job"("status", "city", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Job_status_experience_createdAt_id_idx" ON "Job"("status", "experience", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Job_status_payMax_payMin_idx" ON "Job"("status", "payMax", "payMin");

-- CreateIndex
CREATE INDEX "Job_skillKeys_idx" ON "Job" USING GIN ("skillKeys");

-- CreateIndex
CREATE INDEX "Event_status_type_date_createdAt_id_idx" ON "Event"("status", "type", "date", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Event_status_city_date_createdAt_id_idx" ON "Event"("status", "city", "date", "createdAt" DESC, "id" DESC);

-- Backfill: the same rules as lib/listings/facets.ts, for the rows written before these columns.
CREATE FUNCTION pg_temp.city_of(location TEXT) RETURNS TEXT LANGUAGE SQL IMMUTABLE AS $$
  SELECT CASE
    WHEN location ~* 'bengaluru|bangalore' THEN 'Bengaluru'
    WHEN location ~* 'mumbai|navi mumbai|thane' THEN 'Mumbai'
    WHEN location ~* 'delhi|gurugram|gurgaon|noida|ncr' THEN 'Delhi NCR'
    WHEN location ~* 'hyderabad' THEN 'Hyderabad'
    WHEN location ~* 'pune' THEN 'Pune'
    WHEN location ~* 'chennai' THEN 'Chennai'
    WHEN location ~* 'kolkata' THEN 'Kolkata'
    WHEN location ~* 'ahmedabad' THEN 'Ahmedabad'
    WHEN location ~* 'jaipur' THEN 'Jaipur'
    WHEN location ~* 'kochi|cochin' THEN 'Kochi'
    WHEN location ~* '\mgoa\M' THEN 'Goa'
    WHEN location ~* 'bhubaneswar' THEN 'Bhubaneswar'
  END
$$;

-- The first and second amounts a text names, in rupees (lakh when it says LPA or lakh, thousands for "40k").
CREATE FUNCTION pg_temp.amount_of(text TEXT, nth INT) RETURNS INT LANGUAGE SQL IMMUTABLE AS $$
  SELECT ROUND((m[1])::numeric
    * CASE WHEN text ~* 'lpa|lakh|lac\M' THEN 100000 WHEN m[2] IS NOT NULL THEN 1000 ELSE 1 END)::int
  FROM (
    SELECT m, row_number() OVER () AS n
    FROM regexp_matches(replace(text, ',', ''), '(\d+(?:\.\d+)?)\s*(k\M)?', 'gi') AS m
    WHERE (m[1])::numeric > 0
  ) found
  WHERE n = nth
$$;

UPDATE "Job" SET
  "city" = CASE WHEN "location" ~* 'remote' THEN 'Remote' ELSE pg_temp.city_of("location") END,
  "workMode" = CASE WHEN "location" ~* 'remote' THEN 'Remote' WHEN "location" ~* 'hybrid' THEN 'Hybrid' ELSE 'On-site' END,
  "skillKeys" = ARRAY(
    SELECT k FROM (
      SELECT lower(btrim(s)) AS k, min(i) AS i FROM unnest("skills") WITH ORDINALITY AS t(s, i)
      WHERE btrim(s) <> '' GROUP BY 1
    ) u ORDER BY i);

UPDATE "Job" SET
  "payMin" = LEAST(a, COALESCE(b, a)) / CASE WHEN yearly THEN 12.0 ELSE 1 END,
  "payMax" = GREATEST(a, COALESCE(b, a)) / CASE WHEN yearly THEN 12.0 ELSE 1 END
FROM (
  SELECT "id" AS job_id, pg_temp.amount_of("salary", 1) AS a, pg_temp.amount_of("salary", 2) AS b,
    "salary" ~* 'lpa|lakh|lac\M|annum|p\.?a\.?\M|year|yr' AS yearly
  FROM "Job" WHERE "salary" IS NOT NULL
) parsed
WHERE "Job"."id" = parsed.job_id AND parsed.a IS NOT NULL;

UPDATE "Event" SET "city" = CASE
  WHEN "location" ~* 'online|virtual|zoom|google meet' THEN 'Online' ELSE pg_temp.city_of("location") END;

UPDATE "Startup" SET "city" = pg_temp.city_of("location");

UPDATE "Gig" SET
  "tagKeys" = ARRAY(
    SELECT k FROM (
      SELECT lower(btrim(s)) AS k, min(i) AS i FROM unnest("tags") WITH ORDINALITY AS t(s, i)
      WHERE btrim(s) <> '' GROUP BY 1
    ) u ORDER BY i),
  "budgetMin" = COALESCE("budgetAmount", LEAST(pg_temp.amount_of("budget", 1), COALESCE(pg_temp.amount_of("budget", 2), pg_temp.amount_of("budget", 1)))),
  "budgetMax" = COALESCE("budgetAmount", GREATEST(pg_temp.amount_of("budget", 1), COALESCE(pg_temp.amount_of("budget", 2), pg_temp.amount_of("budget", 1)))),
  "durationWeeks" = (
    SELECT GREATEST(1, CEIL(CASE
      WHEN lower(m[2]) LIKE 'd%' THEN (m[1])::numeric / 7
      WHEN lower(m[2]) LIKE 'w%' THEN (m[1])::numeric
      ELSE (m[1])::numeric * 4 END))::int
    FROM regexp_match("duration", '(\d+(?:\.\d+)?)\s*(day|week|wk|month|mo)', 'i') AS m
    WHERE m IS NOT NULL
  );

-- CreateTable
CREATE TABLE "Profile" (
    "userId" TEXT NOT NULL,
    "isPublic" BOOLEAN NOT NULL DEFAULT false,
    "headline" TEXT NOT NULL DEFAULT '',
    "city" TEXT NOT NULL DEFAULT '',
    "skills" TEXT[],
    "githubUrl" TEXT NOT NULL DEFAULT '',
    "linkedinUrl" TEXT NOT NULL DEFAULT '',
    "xUrl" TEXT NOT NULL DEFAULT '',
    "portfolioUrl" TEXT NOT NULL DEFAULT '',
    "showListings" BOOLEAN NOT NULL DEFAULT false,
    "showGigsWon" BOOLEAN NOT NULL DEFAULT false,
    "showEvents" BOOLEAN NOT NULL DEFAULT false,
    "showCoins" BOOLEAN NOT NULL DEFAULT false,
    "onLeaderboard" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Profile_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "ProfileResume" (
    "userId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "mimeType" TEXT NOT NULL,
    "data" BYTEA NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ProfileResume_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "CoinEarning" (
    "period" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,

    CONSTRAINT "CoinEarning_pkey" PRIMARY KEY ("period","userId")
);

-- CreateIndex
CREATE INDEX "Profile_public_idx" ON "Profile"("updatedAt" DESC, "userId") WHERE ("isPublic" = true);

-- CreateIndex
CREATE INDEX "Profile_leaderboard_idx" ON "Profile"("userId") WHERE ("onLeaderboard" = true);

-- CreateIndex
CREATE INDEX "CoinEarning_period_amount_userId_idx" ON "CoinEarning"("period", "amount" DESC, "userId");

-- CreateIndex
CREATE INDEX "CoinEarning_userId_idx" ON "CoinEarning"("userId");

-- AddForeignKey
ALTER TABLE "Profile" ADD CONSTRAINT "Profile_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProfileResume" ADD CONSTRAINT "ProfileResume_userId_fkey" FOREIGN KEY ("userId") REFERENCES "Profile"("userId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CoinEarning" ADD CONSTRAINT "CoinEarning_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The earnings of the ledger so far (lib/coins/earnings.ts keeps them from now on): a credit counts, a reversal
-- counts against, in its IST month (UTC plus 5 h 30 min) and all time.
INSERT INTO "CoinEarning" ("period", "userId", "amount")
SELECT p."period", t."userId", SUM(t."delta")
  FROM (SELECT "userId", "createdAt",
               CASE WHEN "type" = 'credit' THEN "amount" WHEN "reason" = 'reversal' THEN -"amount" ELSE 0 END AS "delta"
          FROM "CoinTransaction") t
 CROSS JOIN LATERAL (VALUES ('all'), (to_char(t."createdAt" + INTERVAL '330 minutes', 'YYYY-MM'))) AS p("period")
 WHERE t."delta" <> 0
 GROUP BY p."period", t."userId";

-- Usernames are unique without regard to case in the database itself, so two registrations of "Asha" and
-- "asha" at the same moment can no longer both succeed. citext compares and indexes without regard to case
-- and keeps the spelling the member chose. Registration has refused such pairs from the start, so only a race
-- can have stored one: the unique index then fails with "Key (username)=(…) is duplicated", and renaming one
-- account of the pair lets the migration deploy. (No semicolons in comments: the migration runner splits on them.)

-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "citext";

-- AlterTable
ALTER TABLE "User" ALTER COLUMN "username" SET DATA TYPE CITEXT;

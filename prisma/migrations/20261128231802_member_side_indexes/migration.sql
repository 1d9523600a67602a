-- CreateIndex
CREATE INDEX "User_createdAt_id_idx" ON "User"("createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "AuditLog_targetType_createdAt_id_idx" ON "AuditLog"("targetType", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Gig_status_createdAt_id_idx" ON "Gig"("status", "createdAt" DESC, "id");

-- The back office members search (lib/admin/members.ts): any of username, email, first or last name containing
-- the words, case-insensitively, read through one GIN index of trigrams (pg_trgm) instead of every member row.
-- The username is citext, which has no trigram operator class: the search compares its text form.
CREATE INDEX "User_search_trgm_idx" ON "User" USING gin (("username"::text) gin_trgm_ops, "email" gin_trgm_ops, "firstName" gin_trgm_ops, "lastName" gin_trgm_ops);

// GET /api/admin/consultations?status&page → { consultations, total, totalPages, currentPage }, newest first.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { listConsultations } from "@/lib/consultations/queries";
import { consultationListQuery as query } from "@/lib/consultations/schema";

export const GET = apiHandler(
  { tag: "Back office", summary: "Every consultation, newest first", auth: "admin", query },
  async ({ user, query }) => listConsultations(user, query),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");

import { describe, expect, it } from "vitest";
import { fieldsOf } from "@/lib/openapi/fields";

describe("fieldsOf", () => {
  it("reads each field's requirement, type and rules", () => {
    const fields = fieldsOf({
      type: "object",
      properties: {
        title: { type: "string", minLength: 1, maxLength: 160 },
        kind: { type: "string", enum: ["Job", "Internship"], default: "Job" },
        page: { type: "integer", minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
        note: { type: ["string", "null"] },
        resume: { type: "string", format: "binary", description: "A .pdf file" },
      },
      required: ["title"],
    });
    expect(fields).toEqual([
      { name: "title", required: true, type: "string", rules: ["1–160 characters"] },
      { name: "kind", required: false, type: "string", rules: ["one of Job, Internship", 'default "Job"'] },
      { name: "page", required: false, type: "integer", rules: ["at least 1"] },
      { name: "note", required: false, type: "string", rules: [] },
      { name: "resume", required: false, type: "file", rules: ["A .pdf file"] },
    ]);
  });

  it("merges a choice of objects: a field is required when every variant requires it", () => {
    const fields = fieldsOf({
      oneOf: [
        { properties: { kind: { const: "demo" }, name: { type: "string" } }, required: ["kind", "name"] },
        { properties: { kind: { const: "service" }, phone: { type: "string" } }, required: ["kind"] },
      ],
    });
    expect(fields).toEqual([
      { name: "kind", required: true, type: "string", rules: ["one of demo, service"] },
      { name: "name", required: false, type: "string", rules: [] },
      { name: "phone", required: false, type: "string", rules: [] },
    ]);
  });
});

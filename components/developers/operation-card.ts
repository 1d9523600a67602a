// One call of the API reference as markup (components/developers/api-reference.tsx draws the pages): its method badge
// and path, who may call it, what it answers and the fields it takes. Every value from the document is escaped
// (`text`); the classes are the components' own.
import type { useTranslations } from "#i18n";
import { methodTone, operationId } from "@/components/developers/methods";
import { badgeClassName } from "@/components/ui/badge";
import { cardClassName } from "@/components/ui/card";
import type { OpenApiDocument } from "@/lib/openapi/document";
import { fieldsOf, type Field } from "@/lib/openapi/fields";
import { escapeXml as text } from "@/lib/seo/xml";

type Described = {
  summary: string;
  description: string;
  parameters: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
  tags: string[];
};
export type Translate = ReturnType<typeof useTranslations>;
export type DescribedOperation = { path: string; method: string; op: Described };

/** The document's operations of group `tag`, in its order: a list before its items (scripts/api-routes.ts), GET first. */
export function operationsOf(doc: OpenApiDocument, tag: string): DescribedOperation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .map(([method, op]) => ({ path, method, op: op as Described }))
      .filter((o) => o.op.tags.includes(tag)),
  );
}

/** Its method as a badge, then its path: the card's heading. */
const methodAndPath = (method: string, path: string) =>
  `<span class="${badgeClassName(methodTone[method] ?? "neutral", "font-mono")}">${text(method.toUpperCase())}</span>` +
  `<code class="api-path">${text(path)}</code>`;

function fieldList(t: Translate, title: string, fields: Field[]): string {
  if (!fields.length) return "";
  const rows = fields.map(
    (f) =>
      `<div class="api-field"><dt class="api-field-name"><code class="api-code">${text(f.name)}</code>` +
      (f.required ? `<span class="api-required">${text(t("required"))}</span>` : "") +
      `</dt><dd class="api-field-rules"><span class="api-type">${text(f.type)}</span>` +
      (f.rules.length > 0 ? `<span> · ${text(f.rules.join(" · "))}</span>` : "") +
      `</dd></div>`,
  );
  return `<div class="mt-4"><h3 class="api-fields-title">${text(title)}</h3><dl class="api-fields">${rows.join("")}</dl></div>`;
}

/** An operation's card: an article named by its heading (h2: the group's page has its name as h1). */
export function operationCard(t: Translate, { method, path, op }: DescribedOperation): string {
  const [status, answer] = Object.entries(op.responses).find(([code]) => /^\d+$/.test(code)) ?? ["200", {}];
  const body = op.requestBody?.content;
  const bodySchema = body?.["application/json"]?.schema ?? Object.values(body ?? {})[0]?.schema;
  const params = op.parameters.map((p) => ({
    ...fieldsOf({ properties: { [p.name]: p.schema }, required: p.required ? [p.name] : [] })[0]!,
    name: p.in === "path" ? `{${p.name}}` : `?${p.name}`,
  }));
  const id = text(operationId(method, path));
  const types = answer.content && !("application/json" in answer.content) ? Object.keys(answer.content) : [];
  const answers = types.length
    ? t("answersWith", { status, types: types.join(", ") })
    : t("answers", { status });
  const multipart = body && "multipart/form-data" in body ? ` ${t("multipart")}` : "";
  return (
    `<div class="${cardClassName("p-5")}" role="article" aria-labelledby="${id}">` +
    `<h2 id="${id}" class="api-op-title">${methodAndPath(method, path)}</h2>` +
    `<p class="mt-2">${text(op.summary)}</p>` +
    `<p class="api-op-text">${text(`${op.description} ${answers}${multipart}`)}</p>` +
    fieldList(t, t("parameters"), params) +
    (bodySchema ? fieldList(t, t("body"), fieldsOf(bodySchema)) : "") +
    `</div>`
  );
}

import { useTranslations } from "#i18n";
import { badgeClassName, type BadgeTone } from "@/components/ui/badge";
import { cardClassName } from "@/components/ui/card";
import type { OpenApiDocument } from "@/lib/openapi/document";
import { fieldsOf, type Field } from "@/lib/openapi/fields";
import { escapeXml as text } from "@/lib/seo/xml";

// The reference is drawn as one string of markup, not as React elements: it has no interactive part, and its ~350
// fields as elements cost the browser their hydration (most of /developers's blocking time) and the RSC payload a
// tree of them; as a string the payload carries it once and React hydrates one element (bench/README.md). Every
// value is escaped (`text`); the classes are the components' own (`badgeClassName`, `cardClassName`).

type Described = {
  summary: string;
  description: string;
  parameters: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
  tags: string[];
};
type T = ReturnType<typeof useTranslations>;

const methodTone: Record<string, BadgeTone> = {
  get: "success",
  post: "primary",
  put: "warning",
  patch: "warning",
  delete: "danger",
};

const slug = (value: string) => value.toLowerCase().replace(/[^a-z0-9]+/g, "-");

function fieldList(t: T, title: string, fields: Field[]): string {
  if (!fields.length) return "";
  const rows = fields.map(
    (f) =>
      `<div class="api-field"><dt class="api-field-name"><code class="api-code">${text(f.name)}</code>` +
      (f.required ? `<span class="api-required">${text(t("required"))}</span>` : "") +
      `</dt><dd class="api-field-rules"><span class="api-type">${text(f.type)}</span>` +
      (f.rules.length > 0 ? `<span> · ${text(f.rules.join(" · "))}</span>` : "") +
      `</dd></div>`,
  );
  return `<div class="mt-4"><h4 class="api-fields-title">${text(title)}</h4><dl class="api-fields">${rows.join("")}</dl></div>`;
}

function operationCard(t: T, method: string, path: string, op: Described): string {
  const [status, answer] = Object.entries(op.responses).find(([code]) => /^\d+$/.test(code)) ?? ["200", {}];
  const body = op.requestBody?.content;
  const bodySchema = body?.["application/json"]?.schema ?? Object.values(body ?? {})[0]?.schema;
  const params = op.parameters.map((p) => ({
    ...fieldsOf({ properties: { [p.name]: p.schema }, required: p.required ? [p.name] : [] })[0]!,
    name: p.in === "path" ? `{${p.name}}` : `?${p.name}`,
  }));
  const id = text(`${method}-${slug(path)}`);
  const types = answer.content && !("application/json" in answer.content) ? Object.keys(answer.content) : [];
  const answers = types.length
    ? t("answersWith", { status, types: types.join(", ") })
    : t("answers", { status });
  const multipart = body && "multipart/form-data" in body ? ` ${t("multipart")}` : "";
  return (
    `<div class="${cardClassName("p-5")}" role="article" aria-labelledby="${id}">` +
    `<h3 id="${id}" class="api-op-title"><span class="${badgeClassName(methodTone[method] ?? "neutral", "font-mono")}">` +
    `${text(method.toUpperCase())}</span><code class="api-path">${text(path)}</code></h3>` +
    `<p class="mt-2">${text(op.summary)}</p>` +
    `<p class="api-op-text">${text(`${op.description} ${answers}${multipart}`)}</p>` +
    fieldList(t, t("parameters"), params) +
    (bodySchema ? fieldList(t, t("body"), fieldsOf(bodySchema)) : "") +
    `</div>`
  );
}

/** The OpenAPI document as a page: operations grouped by tag, with the fields each takes. */
export function ApiReference({ doc }: { doc: OpenApiDocument }) {
  const t = useTranslations("developers.reference");
  // In the document's order: a list before its items (scripts/api-routes.ts), GET before the methods that change.
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op: op as Described })),
  );
  const nav =
    `<nav aria-label="${text(t("groups"))}" class="flex flex-wrap gap-2">` +
    doc.tags
      .map(
        (tag) =>
          `<a href="#${slug(tag.name)}" class="rounded-full border border-border bg-surface-raised px-3 py-1 text-sm ` +
          `text-muted transition-colors hover:border-border-strong hover:text-text focus-visible:outline-2 ` +
          `focus-visible:outline-offset-2 focus-visible:outline-accent">${text(tag.name)}</a>`,
      )
      .join("") +
    `</nav>`;
  const sections = doc.tags.map((tag) => {
    const id = slug(tag.name);
    const cards = operations
      .filter((o) => o.op.tags.includes(tag.name))
      .map((o) => operationCard(t, o.method, o.path, o.op));
    return (
      `<section id="${id}" class="scroll-mt-28" aria-labelledby="${id}-title">` +
      `<h2 id="${id}-title" class="text-2xl font-bold tracking-tight">${text(tag.name)}</h2>` +
      `<p class="mt-1 text-muted">${text(tag.description)}</p>` +
      `<div class="mt-5 flex flex-col gap-4">${cards.join("")}</div></section>`
    );
  });
  return (
    <div className="flex flex-col gap-12" dangerouslySetInnerHTML={{ __html: nav + sections.join("") }} />
  );
}

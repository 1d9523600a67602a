import { useTranslations } from "#i18n";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import type { OpenApiDocument } from "@/lib/openapi/document";
import { fieldsOf, type Field } from "@/lib/openapi/fields";

type Described = {
  summary: string;
  description: string;
  parameters: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
  tags: string[];
};

const methodTone: Record<string, BadgeTone> = {
  get: "success",
  post: "primary",
  put: "warning",
  patch: "warning",
  delete: "danger",
};

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-");

function FieldList({ title, fields }: { title: string; fields: Field[] }) {
  const t = useTranslations("developers.reference");
  if (!fields.length) return null;
  return (
    <div className="mt-4">
      <h4 className="api-fields-title">{title}</h4>
      <dl className="api-fields">
        {fields.map((f) => (
          <div key={f.name} className="api-field">
            <dt className="api-field-name">
              <code className="api-code">{f.name}</code>
              {f.required && <span className="api-required">{t("required")}</span>}
            </dt>
            <dd className="api-field-rules">
              <span className="api-type">{f.type}</span>
              {f.rules.length > 0 && <span> · {f.rules.join(" · ")}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function OperationCard({ method, path, op }: { method: string; path: string; op: Described }) {
  const t = useTranslations("developers.reference");
  const [status, answer] = Object.entries(op.responses).find(([code]) => /^\d+$/.test(code)) ?? ["200", {}];
  const body = op.requestBody?.content;
  const bodySchema = body?.["application/json"]?.schema ?? Object.values(body ?? {})[0]?.schema;
  const params = op.parameters.map((p) => ({
    ...fieldsOf({ properties: { [p.name]: p.schema }, required: p.required ? [p.name] : [] })[0]!,
    name: p.in === "path" ? `{${p.name}}` : `?${p.name}`,
  }));
  const id = `${method}-${slug(path)}`;
  const types = answer.content && !("application/json" in answer.content) ? Object.keys(answer.content) : [];
  return (
    <Card className="p-5" role="article" aria-labelledby={id}>
      <h3 id={id} className="api-op-title">
        <Badge tone={methodTone[method] ?? "neutral"} className="font-mono">
          {method.toUpperCase()}
        </Badge>
        <code className="api-path">{path}</code>
      </h3>
      <p className="mt-2">{op.summary}</p>
      <p className="api-op-text">
        {op.description}{" "}
        {types.length ? t("answersWith", { status, types: types.join(", ") }) : t("answers", { status })}
        {body && "multipart/form-data" in body ? ` ${t("multipart")}` : ""}
      </p>
      <FieldList title={t("parameters")} fields={params} />
      {bodySchema && <FieldList title={t("body")} fields={fieldsOf(bodySchema)} />}
    </Card>
  );
}

/** The OpenAPI document as a page: operations grouped by tag, with the fields each takes. */
export function ApiReference({ doc }: { doc: OpenApiDocument }) {
  const t = useTranslations("developers.reference");
  // In the document's order: a list before its items (scripts/api-routes.ts), GET before the methods that change.
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op: op as Described })),
  );
  return (
    <div className="flex flex-col gap-12">
      <nav aria-label={t("groups")} className="flex flex-wrap gap-2">
        {doc.tags.map((tag) => (
          <a
            key={tag.name}
            href={`#${slug(tag.name)}`}
            className="rounded-full border border-border bg-surface-raised px-3 py-1 text-sm text-muted transition-colors hover:border-border-strong hover:text-text focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
          >
            {tag.name}
          </a>
        ))}
      </nav>
      {doc.tags.map((tag) => {
        const inTag = operations.filter((o) => o.op.tags.includes(tag.name));
        return (
          <section
            key={tag.name}
            id={slug(tag.name)}
            className="scroll-mt-28"
            aria-labelledby={`${slug(tag.name)}-title`}
          >
            <h2 id={`${slug(tag.name)}-title`} className="text-2xl font-bold tracking-tight">
              {tag.name}
            </h2>
            <p className="mt-1 text-muted">{tag.description}</p>
            <div className="mt-5 flex flex-col gap-4">
              {inTag.map((o) => (
                <OperationCard key={`${o.method} ${o.path}`} {...o} />
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}

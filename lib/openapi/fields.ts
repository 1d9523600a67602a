// Reads the JSON Schema of a body or a query parameter as a person would: the fields, whether each is
// required, its type and its rules ("1–160 characters", "one of Job, Internship").
type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
  description?: string;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
};

export type Field = { name: string; required: boolean; type: string; rules: string[] };

function typeOf(schema: JsonSchema): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.format === "binary") return "file";
  if (schema.enum) return "string";
  const types = [schema.type ?? []].flat().filter((t) => t !== "null");
  if (types[0] === "array") return `list of ${schema.items ? typeOf(schema.items) : "values"}`;
  if (types.length) return types.join(" or ");
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return [...new Set(variants.map(typeOf))].filter((t) => t !== "null").join(" or ") || "any";
  return "any";
}

const safeLimit = Number.MAX_SAFE_INTEGER;

function rulesOf(schema: JsonSchema): string[] {
  const rules: string[] = [];
  if (schema.enum) rules.push(`one of ${schema.enum.map(String).join(", ")}`);
  if (schema.format && schema.format !== "binary") rules.push(schema.format);
  for (const described of [schema, ...(schema.anyOf ?? [])]) {
    if (described.description) rules.push(described.description);
  }
  const { minLength: min, maxLength: max } = schema;
  if (min !== undefined && max !== undefined) rules.push(`${min}–${max} characters`);
  else if (max !== undefined) rules.push(`at most ${max} characters`);
  else if (min !== undefined && min > 0) rules.push(`at least ${min} characters`);
  if (schema.minimum !== undefined && schema.minimum > -safeLimit) rules.push(`at least ${schema.minimum}`);
  if (schema.maximum !== undefined && schema.maximum < safeLimit) rules.push(`at most ${schema.maximum}`);
  if (schema.default !== undefined) rules.push(`default ${JSON.stringify(schema.default)}`);
  return rules;
}

/** The fields of an object schema; for a choice of objects (oneOf), every variant's, required when in all. */
export function fieldsOf(schema: JsonSchema): Field[] {
  const variants = schema.oneOf ?? schema.anyOf ?? [schema];
  const objects = variants.filter((v) => v.properties);
  const names = [...new Set(objects.flatMap((v) => Object.keys(v.properties!)))];
  return names.map((name) => {
    const withIt = objects.filter((v) => v.properties![name]);
    const field = withIt[0]!.properties![name]!;
    const kinds = withIt.map((v) => v.properties![name]!.const).filter((c) => c !== undefined);
    return {
      name,
      required: objects.every((v) => v.required?.includes(name)),
      type: kinds.length > 1 ? "string" : typeOf(field),
      rules: kinds.length > 1 ? [`one of ${kinds.map(String).join(", ")}`] : rulesOf(field),
    };
  });
}

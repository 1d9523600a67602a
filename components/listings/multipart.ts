// A listing form's values as multipart: the typed fields, with the chosen image file apart.

/**
 * `convert` may rewrite a field (a date read as IST); the `image` field only carries the server's message. A yes/no
 * goes as "true" or "false", a list (an event's questions) as JSON text.
 */
export function toMultipart(
  values: Record<string, unknown>,
  image: File | null,
  convert: (name: string, value: string) => string = (_, value) => value,
): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (name === "image") continue;
    if (typeof value === "string") body.set(name, convert(name, value));
    else if (typeof value === "boolean") body.set(name, String(value));
    else if (Array.isArray(value)) body.set(name, JSON.stringify(value));
  }
  if (image) body.set("image", image);
  return body;
}

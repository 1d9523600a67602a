// A listing form's values as multipart: the typed fields, with the chosen image file apart.

/** `convert` may rewrite a field (a date read as IST); the `image` field only carries the server's message. */
export function toMultipart(
  values: Record<string, unknown>,
  image: File | null,
  convert: (name: string, value: string) => string = (_, value) => value,
): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === "string" && name !== "image") body.set(name, convert(name, value));
  }
  if (image) body.set("image", image);
  return body;
}

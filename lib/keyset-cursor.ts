// Keyset cursors of the member-side lists (conversations, reports, registrations, tickets): a row's time and id in
// one opaque URL-safe token. A token that does not read back is treated as none (the first page), as a junk ?page is.

export type Cursor = { at: Date; id: string };

export function encodeCursor(at: Date, id: string): string {
  return Buffer.from(`${at.getTime()}.${id}`, "utf8").toString("base64url");
}

export function decodeCursor(token: string | undefined | null): Cursor | null {
  if (!token) return null;
  const text = Buffer.from(token, "base64url").toString("utf8");
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{1,64})$/.exec(text);
  if (!match) return null;
  const at = new Date(Number(match[1]));
  return Number.isNaN(at.getTime()) ? null : { at, id: match[2]! };
}

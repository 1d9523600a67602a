export function toAsciiHtml(html: string): string;

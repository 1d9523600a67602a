// The branded layout every mail uses, as HTML and as plain text.
import { site } from "@/lib/site/config";

export type MailContent = {
  preview: string;
  heading: string;
  paragraphs: string[];
  /** A big code (the email code) shown on its own line. */
  code?: string;
  /** An image after the paragraphs (a ticket's QR code: `cid:` of an attachment); HTML only. */
  image?: { src: string; alt: string; size: number };
  button?: { label: string; url: string };
  /** Links listed after the paragraphs (a digest's listings), each with an optional line under it. */
  links?: { label: string; url: string; note?: string }[];
  footnote?: string;
  /** Short links under the footnote (unsubscribe, manage): their texts in HTML, "label: url" lines in text. */
  footLinks?: { label: string; url: string }[];
};

const escape = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function renderMail(content: MailContent): { html: string; text: string } {
  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px;color:#d4d4e0;font-size:15px;line-height:1.6">${escape(p)}</p>`)
    .join("");
  const code = content.code
    ? `<p style="margin:8px 0 24px;font-size:34px;letter-spacing:10px;font-weight:700;color:#ffffff;font-family:ui-monospace,Menlo,monospace">${escape(content.code)}</p>`
    : "";
  const image = content.image
    ? `<p style="margin:8px 0 24px"><img src="${escape(content.image.src)}" alt="${escape(content.image.alt)}" width="${content.image.size}" height="${content.image.size}" style="display:block;border:0;border-radius:12px;background:#ffffff"></p>`
    : "";
  const button = content.button
    ? `<p style="margin:8px 0 24px"><a href="${escape(content.button.url)}" style="display:inline-block;padding:12px 24px;border-radius:999px;background:linear-gradient(90deg,#a78bfa,#22d3ee);color:#0b0b12;font-weight:600;text-decoration:none">${escape(content.button.label)}</a></p>`
    : "";
  const links = content.links?.length
    ? `<ul style="margin:0 0 24px;padding:0 0 0 18px">${content.links
        .map(
          (l) =>
            `<li style="margin:0 0 10px;color:#d4d4e0;font-size:15px;line-height:1.5"><a href="${escape(l.url)}" style="color:#22d3ee">${escape(l.label)}</a>${l.note ? `<br><span style="color:#8b8ba3;font-size:13px">${escape(l.note)}</span>` : ""}</li>`,
        )
        .join("")}</ul>`
    : "";
  const footnote = content.footnote
    ? `<p style="margin:0;color:#8b8ba3;font-size:13px">${escape(content.footnote)}</p>`
    : "";
  const footLinks = content.footLinks?.length
    ? `<p style="margin:12px 0 0;color:#8b8ba3;font-size:13px">${content.footLinks
        .map((l) => `<a href="${escape(l.url)}" style="color:#8b8ba3">${escape(l.label)}</a>`)
        .join(" · ")}</p>`
    : "";
  const html = `<!doctype html><html><body style="margin:0;background:#07070c;font-family:Helvetica,Arial,sans-serif">
<span style="display:none">${escape(content.preview)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:560px;background:#0f0f18;border:1px solid #262637;border-radius:20px">
<tr><td style="padding:28px 32px 0"><strong style="font-size:18px;color:#ffffff">Builders<span style="color:#22d3ee">Hub</span></strong></td></tr>
<tr><td style="padding:24px 32px 32px">
<h1 style="margin:0 0 16px;font-size:22px;color:#ffffff">${escape(content.heading)}</h1>
${paragraphs}${image}${code}${links}${button}${footnote}${footLinks}
</td></tr></table>
<p style="color:#6b6b80;font-size:12px;margin:16px 0 0">${escape(site.name)} · ${escape(site.url)}</p>
</td></tr></table></body></html>`;
  const text = [
    content.heading,
    "",
    ...content.paragraphs.flatMap((p) => [p, ""]),
    ...(content.code ? [content.code, ""] : []),
    ...(content.links ?? []).flatMap((l) => [`- ${l.label}${l.note ? ` (${l.note})` : ""}: ${l.url}`]),
    ...(content.links?.length ? [""] : []),
    ...(content.button ? [`${content.button.label}: ${content.button.url}`, ""] : []),
    ...(content.footnote ? [content.footnote, ""] : []),
    ...(content.footLinks ?? []).map((l) => `${l.label}: ${l.url}`),
    ...(content.footLinks?.length ? [""] : []),
    `${site.name} · ${site.url}`,
  ].join("\n");
  return { html, text };
}

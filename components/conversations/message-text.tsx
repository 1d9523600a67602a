import { linkParts } from "@/lib/conversations/links";

/**
 * A message as text: React escapes every character (a "<b>" shows as typed, never as HTML); web addresses become
 * links that open in a new tab, marked as the member's own (rel="nofollow ugc noopener").
 */
export function MessageText({ body }: { body: string }) {
  return (
    <p className="whitespace-pre-wrap wrap-break-word text-sm leading-relaxed">
      {linkParts(body).map((part, i) =>
        "href" in part ? (
          <a
            key={i}
            href={part.href}
            target="_blank"
            rel="nofollow ugc noopener noreferrer"
            className="underline decoration-accent/60 underline-offset-2 hover:text-accent"
          >
            {part.text}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}

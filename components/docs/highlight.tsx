import { splitMatches } from "@/lib/docs/search";

/** `text` with every match of `query` wrapped in <mark>. */
export function Highlight({ text, query }: { text: string; query: string }) {
  return (
    <>
      {splitMatches(text, query).map((part, i) =>
        part.match ? (
          <mark key={i} className="rounded bg-accent/25 px-0.5 text-text">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

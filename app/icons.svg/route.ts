import { spriteSvg } from "@/components/ui/sprite-icons";

// The icon sprite server components draw from (components/ui/icon.tsx): made once, at build time.
export const dynamic = "force-static";

export function GET() {
  return new Response(spriteSvg(), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      // The pages name it with a version of its content (?v=), so a browser may keep it.
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}

// Open Graph images drawn with next/og: the site's dark look, no remote fonts or images.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { ImageResponse } from "next/og";

const fontDir = path.join(process.cwd(), "node_modules/geist/dist/fonts/geist-sans");

/** Geist from the installed `geist` package (the site's own font); the default font if it is missing. */
async function loadFonts() {
  try {
    const [regular, bold] = await Promise.all([
      readFile(path.join(fontDir, "Geist-Regular.ttf")),
      readFile(path.join(fontDir, "Geist-Bold.ttf")),
    ]);
    return [
      { name: "Geist", data: regular, weight: 400 as const, style: "normal" as const },
      { name: "Geist", data: bold, weight: 700 as const, style: "normal" as const },
    ];
  } catch {
    return undefined;
  }
}

export const ogSize = { width: 1200, height: 630 };

export async function ogImage({
  eyebrow,
  title,
  subtitle,
}: {
  eyebrow: string;
  title: string;
  subtitle?: string;
}) {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "72px 80px",
        background: "radial-gradient(circle at 85% 0%, #3b1d7a 0%, #07070c 55%), #07070c",
        color: "#f1f1f6",
        fontFamily: "Geist, sans-serif",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 18 }}>
        <div
          style={{
            width: 56,
            height: 56,
            borderRadius: 16,
            background: "linear-gradient(135deg, #a78bfa, #22d3ee)",
            display: "flex",
          }}
        />
        <div style={{ display: "flex", fontSize: 34, fontWeight: 700 }}>
          Builders<span style={{ color: "#22d3ee" }}>Hub</span>
        </div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 20 }}>
        <div
          style={{
            display: "flex",
            fontSize: 26,
            letterSpacing: 6,
            textTransform: "uppercase",
            color: "#22d3ee",
          }}
        >
          {eyebrow}
        </div>
        <div style={{ display: "flex", fontSize: 68, fontWeight: 700, lineHeight: 1.1, maxWidth: 1000 }}>
          {title}
        </div>
        {subtitle ? (
          <div style={{ display: "flex", fontSize: 30, color: "#a3a3b8", maxWidth: 980 }}>{subtitle}</div>
        ) : null}
      </div>
      <div
        style={{
          display: "flex",
          height: 8,
          width: 240,
          borderRadius: 8,
          background: "linear-gradient(90deg, #a78bfa, #22d3ee)",
        }}
      />
    </div>,
    { ...ogSize, fonts: await loadFonts() },
  );
}

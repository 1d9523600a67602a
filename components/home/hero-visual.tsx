import { LogoGradient } from "@/components/layout/logo";

const chips = [
  { label: "Solidity", className: "left-[6%] top-[18%]" },
  { label: "LLM agents", className: "right-[2%] top-[30%]" },
  { label: "Next.js", className: "left-[12%] bottom-[16%]" },
  { label: "Rust · Anchor", className: "right-[10%] bottom-[8%]" },
];

/** Decorative orbit behind the hero on wide screens: rings turn slowly, still for reduced motion. */
export function HeroVisual() {
  return (
    <div aria-hidden className="relative hidden aspect-square w-full max-w-md select-none lg:block">
      <div className="absolute inset-[12%] rounded-full bg-primary/20 blur-3xl" />
      {/* A turning ring's square box pokes out at its corners (up to a fifth of its side at 45°): the page grew
          wider as it turned, and a sideways scrollbar flickered. The rings turn inside a clip 24 px larger than
          the visual, so the dots and their glow still show whole while nothing reaches the page's width. */}
      <div className="absolute -inset-6 overflow-clip [contain:paint]">
        <div className="absolute inset-6">
          {[0, 14, 28].map((inset, i) => (
            <div
              key={inset}
              className="absolute rounded-full border border-border-strong/70 motion-safe:animate-[spin_60s_linear_infinite]"
              style={{
                inset: `${inset}%`,
                animationDirection: i % 2 ? "reverse" : "normal",
                animationDuration: `${60 + i * 20}s`,
              }}
            >
              <span className="absolute left-1/2 top-0 size-3 -translate-x-1/2 -translate-y-1/2 rounded-full bg-gradient-accent shadow-[var(--shadow-glow)]" />
            </div>
          ))}
        </div>
      </div>
      <div className="absolute inset-[40%] flex items-center justify-center rounded-3xl border border-border-strong bg-surface-raised shadow-[var(--shadow-glow)]">
        <svg viewBox="0 0 32 32" className="size-1/2">
          <LogoGradient id="hero-logo-g" />
          <path
            d="M10 5h7.5a5.5 5.5 0 0 1 0 11H10zM10 16h9a5.5 5.5 0 0 1 0 11h-9z"
            fill="url(#hero-logo-g)"
          />
        </svg>
      </div>
      {chips.map((chip) => (
        <span
          key={chip.label}
          className={`absolute rounded-full border border-border-strong bg-surface/90 px-3 py-1.5 text-sm text-text shadow-lg backdrop-blur ${chip.className}`}
        >
          {chip.label}
        </span>
      ))}
    </div>
  );
}

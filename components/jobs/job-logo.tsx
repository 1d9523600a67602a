import { useTranslations } from "#i18n";
import { Picture } from "@/components/ui/picture";

/** The company's logo a poster uploaded with the job (stored as WebP, served as is); nothing when there is none. */
export function JobLogo({ src, company, size = 48 }: { src: string | null; company: string; size?: number }) {
  const t = useTranslations("jobs.card");
  if (!src) return null;
  return (
    <span
      className="relative shrink-0 overflow-hidden rounded-xl border border-border bg-surface-raised"
      style={{ width: size, height: size }}
    >
      <Picture
        src={src}
        alt={t("logo", { company })}
        fill
        sizes={`${size}px`}
        className="object-cover"
      />
    </span>
  );
}

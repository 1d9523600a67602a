// A startup's stage in the page's language, for its card and its page. A module of its own: the card imports no
// module that draws lucide icons (their client component would ship with the startups list).
import type { useTranslations } from "#i18n";

type Translate = ReturnType<typeof useTranslations>;

/** A stage in the page's language (a value outside the list as it is). */
export function stageLabel(t: Translate, stage: string): string {
  return t.has(`stages.${stage}`) ? t(`stages.${stage}` as "stages.Idea") : stage;
}

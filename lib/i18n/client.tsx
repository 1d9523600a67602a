"use client";
// The catalogs in the browser: useTranslations, useLocale and useMessages for client components, over the messages a
// page sends (lib/i18n/client-messages.tsx, compiled on the server with icu-minify, so the browser formats them
// without an ICU parser, ./format-compiled.ts). About 1 kB: next-intl's client (with its parser) was 12.7 kB of first-load JS.
// Components import these as "#i18n" (package.json "imports"): a server component gets next-intl's own hooks
// (./hooks.server.ts) under the same names, so a component drawn on both sides is written once.
import type { CompiledMessage } from "icu-minify/format";
import {
  cloneElement,
  createContext,
  isValidElement,
  use,
  useMemo,
  type ReactElement,
  type ReactNode,
} from "react";
import { intlLocale } from "@/lib/i18n/locales";
import { formatCompiled } from "./format-compiled";

export type ClientMessages = { [key: string]: CompiledMessage | ClientMessages };
type Value = string | number | boolean | Date;
type RichValue = Value | ((chunks: ReactNode[]) => ReactNode);

const IntlContext = createContext<{ locale: string; messages: ClientMessages } | null>(null);

/** The page's language and the messages its client components read. */
export function IntlClientProvider({
  locale,
  messages,
  children,
}: {
  locale: string;
  messages: ClientMessages;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ locale, messages }), [locale, messages]);
  return <IntlContext value={value}>{children}</IntlContext>;
}

function lookup(messages: ClientMessages, path: string): CompiledMessage | undefined {
  let node: CompiledMessage | ClientMessages | undefined = messages;
  for (const part of path.split(".")) {
    if (!node || typeof node !== "object" || Array.isArray(node)) return undefined;
    node = (node as ClientMessages)[part];
  }
  return typeof node === "string" || Array.isArray(node) ? node : undefined;
}

export type Translator = {
  (key: string, values?: Record<string, Value>): string;
  rich(key: string, values?: Record<string, RichValue>): ReactNode;
  has(key: string): boolean;
};

function translator(locale: string, messages: ClientMessages, namespace?: string): Translator {
  const tag = intlLocale(locale);
  const path = (key: string) => (namespace ? `${namespace}.${key}` : key);
  const run = (key: string, values?: Record<string, RichValue>) => {
    const message = lookup(messages, path(key));
    // A missing message shows its key (as next-intl does), never a crash.
    if (message === undefined) return path(key);
    return formatCompiled<ReactNode>(message, tag, values);
  };
  const t = ((key: string, values?: Record<string, Value>) => {
    const out = run(key, values);
    return Array.isArray(out) ? out.join("") : String(out);
  }) as Translator;
  t.rich = (key, values) => {
    let n = 0;
    // Each element a tag makes gets a key: the parts are a React list.
    const keyed = Object.fromEntries(
      Object.entries(values ?? {}).map(([name, value]) => [
        name,
        typeof value === "function"
          ? (chunks: ReactNode[]) => {
              const element = value(chunks);
              return isValidElement(element)
                ? cloneElement(element as ReactElement, { key: `${name}${n++}` })
                : element;
            }
          : value,
      ]),
    );
    return run(key, keyed);
  };
  t.has = (key) => lookup(messages, path(key)) !== undefined;
  return t;
}

export function useLocale(): string {
  return use(IntlContext)?.locale ?? "en";
}

export function useMessages(): ClientMessages {
  return use(IntlContext)?.messages ?? {};
}

export function useTranslations(namespace?: string): Translator {
  const context = use(IntlContext);
  return useMemo(
    () => translator(context?.locale ?? "en", context?.messages ?? {}, namespace),
    [context, namespace],
  );
}

// The browser's translations (lib/i18n/client.tsx) over messages compiled as lib/i18n/client-messages.tsx compiles
// them: plain text, arguments, plurals in the page's language, rich text, a missing key.
import compile from "icu-minify/compile";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { IntlClientProvider, useLocale, useTranslations, type ClientMessages } from "./client";

const messages: ClientMessages = {
  jobs: {
    title: compile("Jobs"),
    count: compile("{count, plural, one {# role} other {# roles}}"),
    hi: compile("{count, plural, one {# रोल} other {# रोल}} · {city}"),
    terms: compile("I agree to the <link>terms</link>"),
  },
};

function Probe({ keyName, values }: { keyName: string; values?: Record<string, string | number> }) {
  const t = useTranslations("jobs");
  return (
    <p data-locale={useLocale()}>
      {t(keyName, values)}|{String(t.has(keyName))}
    </p>
  );
}

function Rich() {
  const t = useTranslations("jobs");
  return <p>{t.rich("terms", { link: (chunks) => <b>{chunks}</b> })}</p>;
}

const inLocale = (locale: string, node: React.ReactNode) =>
  renderToStaticMarkup(
    <IntlClientProvider locale={locale} messages={messages}>
      {node}
    </IntlClientProvider>,
  );

describe("the client's translations", () => {
  it("formats text, plurals with the language's grouping, and says which keys it has", () => {
    expect(inLocale("en", <Probe keyName="title" />)).toBe('<p data-locale="en">Jobs|true</p>');
    expect(inLocale("en", <Probe keyName="count" values={{ count: 1 }} />)).toContain(">1 role|");
    expect(inLocale("en", <Probe keyName="count" values={{ count: 120000 }} />)).toContain(
      ">1,20,000 roles|",
    );
    expect(inLocale("hi", <Probe keyName="hi" values={{ count: 3, city: "पुणे" }} />)).toContain(
      ">3 रोल · पुणे|",
    );
  });

  it("draws rich text's tags as elements", () => {
    expect(inLocale("en", <Rich />)).toBe('<p>I agree to the <b>terms</b></p>');
  });

  it("shows a missing message's key, and English without a provider", () => {
    expect(inLocale("en", <Probe keyName="nope" />)).toContain(">jobs.nope|false");
    expect(renderToStaticMarkup(<Probe keyName="title" />)).toBe('<p data-locale="en">jobs.title|false</p>');
  });
});

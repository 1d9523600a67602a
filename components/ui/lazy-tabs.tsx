"use client";

// Tabs on a public page, whose working code (Radix, components/ui/tabs.tsx: arrow keys, Home and End, focus)
// loads at the first pointer over the tab list, touch or focus. Until then a drawing with the same look and roles
// stands in: the selected tab's panel, and a click already switches tabs. When the code arrives it takes the
// drawing's place in one task, on the same tab, and a tab that had the focus keeps it.
import { useId, useRef, useState, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { tabsListClass, tabsTriggerClass } from "@/components/ui/tab-styles";

type TabsModule = typeof import("@/components/ui/tabs");

export type LazyTab = { value: string; label: ReactNode; panel: ReactNode };

/** Fetched once for every tab set on the page. */
let loading: Promise<TabsModule> | null = null;
const loadTabs = () => (loading ??= import("@/components/ui/tabs"));

export function LazyTabs({
  tabs,
  label,
  value: controlled,
  defaultValue,
  onValueChange,
  className,
  listClassName,
  listWrapperClassName,
}: {
  tabs: LazyTab[];
  /** The tab list's accessible name. */
  label: string;
  /** Given with onValueChange, the caller holds the selected tab; else it starts at defaultValue. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
  listClassName?: string;
  /** A box around the tab list (a row that scrolls on phones). */
  listWrapperClassName?: string;
}) {
  const [own, setOwn] = useState(defaultValue ?? tabs[0]?.value ?? "");
  const value = controlled ?? own;
  const select = (next: string) => {
    setOwn(next);
    onValueChange?.(next);
  };
  const [working, setWorking] = useState<TabsModule | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const id = useId();

  function start() {
    if (working) return;
    loadTabs().then(
      (module) => {
        const tabButtons = () =>
          Array.from(root.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? []);
        const focused = tabButtons().indexOf(document.activeElement as HTMLElement);
        flushSync(() => setWorking(() => module));
        if (focused >= 0) tabButtons()[focused]?.focus();
      },
      () => {
        loading = null; // offline for a moment: the next touch tries again
      },
    );
  }

  const list = (content: ReactNode) =>
    listWrapperClassName ? <div className={listWrapperClassName}>{content}</div> : content;

  if (working) {
    const { Tabs, TabsList, TabsTrigger, TabsContent } = working;
    return (
      <div ref={root} className="contents">
        <Tabs value={value} onValueChange={select} className={className}>
          {list(
            <TabsList aria-label={label} className={listClassName}>
              {tabs.map((tab) => (
                <TabsTrigger key={tab.value} value={tab.value}>
                  {tab.label}
                </TabsTrigger>
              ))}
            </TabsList>,
          )}
          {tabs.map((tab) => (
            <TabsContent key={tab.value} value={tab.value} className="focus-visible:outline-none">
              {tab.panel}
            </TabsContent>
          ))}
        </Tabs>
      </div>
    );
  }

  return (
    <div ref={root} className="contents">
      <div className={className} dir="ltr" data-orientation="horizontal">
        {list(
          <div
            role="tablist"
            aria-label={label}
            aria-orientation="horizontal"
            className={tabsListClass(listClassName)}
            onPointerEnter={start}
            onTouchStart={start}
            onFocus={start}
          >
            {tabs.map((tab) => {
              const selected = tab.value === value;
              return (
                <button
                  key={tab.value}
                  type="button"
                  role="tab"
                  id={`${id}-tab-${tab.value}`}
                  aria-selected={selected}
                  aria-controls={`${id}-panel-${tab.value}`}
                  data-state={selected ? "active" : "inactive"}
                  tabIndex={selected ? 0 : -1}
                  className={tabsTriggerClass()}
                  onClick={() => select(tab.value)}
                >
                  {tab.label}
                </button>
              );
            })}
          </div>,
        )}
        {tabs.map((tab) => {
          const selected = tab.value === value;
          return (
            <div
              key={tab.value}
              role="tabpanel"
              id={`${id}-panel-${tab.value}`}
              aria-labelledby={`${id}-tab-${tab.value}`}
              data-state={selected ? "active" : "inactive"}
              hidden={!selected}
              tabIndex={0}
              className="focus-visible:outline-none"
            >
              {selected && tab.panel}
            </div>
          );
        })}
      </div>
    </div>
  );
}

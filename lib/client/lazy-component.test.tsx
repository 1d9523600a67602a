// @vitest-environment jsdom
// A component fetched on first draw: nothing is fetched before it is drawn, its fallback shows while it loads, then
// the component itself with its props; the server waits for it (its HTML holds the component, not the fallback).
import { act, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { lazyComponent } from "./lazy-component";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe("lazyComponent", () => {
  it("fetches on first draw, shows the fallback meanwhile, then the component with its props", async () => {
    let arrive!: () => void;
    const load = vi.fn(() => new Promise<typeof Greeting>((resolve) => (arrive = () => resolve(Greeting))));
    const Lazy = lazyComponent(load, <span>loading</span>);
    expect(load).not.toHaveBeenCalled();

    const container = document.createElement("div");
    const root = createRoot(container);
    const draw = (node: ReactNode) => act(() => root.render(node));
    await draw(<Lazy name="Asha" />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe("loading");

    await act(async () => arrive());
    expect(container.textContent).toBe("Hello Asha");
    await draw(<Lazy name="Ravi" />);
    expect(container.textContent).toBe("Hello Ravi");
    expect(load).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
  });

  it("is drawn by the server once loaded", async () => {
    const Lazy = lazyComponent(async () => Greeting, <span>loading</span>);
    const { prerender } = await import("react-dom/static");
    const { prelude } = await prerender(<Lazy name="Asha" />);
    const html = await new Response(prelude).text();
    expect(html).toContain("Hello <!-- -->Asha");
    expect(html).not.toContain("loading");
    expect(renderToString(<Lazy name="Ravi" />)).toContain("Ravi");
  });
});

// @vitest-environment jsdom
// A listing's title is never cut: past 160 characters the counter turns red and the schema refuses it with the
// spec's message, instead of the input dropping what was typed or pasted.
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { CommonListingFields } from "@/components/listings/common-fields";
import { Form, SubmitButton } from "@/components/ui/form";
import { apiFetch } from "@/lib/client/api";
import { useApiForm } from "@/lib/forms/use-api-form";
import { listingTitle } from "@/lib/listings/fields";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const Schema = z.object({ title: listingTitle });

function Sample() {
  const { form, onSubmit } = useApiForm({
    schema: Schema,
    defaultValues: { title: "" },
    send: (data) => apiFetch("/api/sample", { body: data }),
    failure: ({ message }) => ({ title: "Error", description: message }),
  });
  return (
    <Form form={form} onSubmit={onSubmit} idPrefix="listing">
      <CommonListingFields />
      <SubmitButton loadingText="Submitting...">Submit</SubmitButton>
    </Form>
  );
}

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  act(() => root.render(<Sample />));
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

const title = () => container.querySelector<HTMLInputElement>("#listing-title")!;

async function type(value: string) {
  await act(async () => {
    const element = title();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(element, value);
    element.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

describe("the listing title", () => {
  it("shows a counter and keeps over-long text, refused with the spec's message", async () => {
    vi.stubGlobal("fetch", vi.fn());
    expect(title().hasAttribute("maxlength")).toBe(false);
    await type("T".repeat(161));
    expect(title().value).toHaveLength(161);
    const counter = container.querySelector("#listing-title-counter")!;
    expect(counter.textContent).toBe("161/160");
    await act(async () => container.querySelector("form")!.requestSubmit());
    expect(container.querySelector("#listing-title-error")!.textContent).toBe(
      "Title must be 160 characters or less",
    );
    expect(title().getAttribute("aria-describedby")).toContain("listing-title-counter");
    expect(fetch).not.toHaveBeenCalled();
  });
});

// @vitest-environment jsdom
// The one way for forms: schema messages under the fields, the server's field errors mapped back, locked while
// sending. Rendered with React itself in jsdom.
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { Form, SubmitButton, TextAreaField, TextField } from "@/components/ui/form";
import { apiFetch } from "@/lib/client/api";
import { useApiForm } from "@/lib/forms/use-api-form";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const Schema = z.object({
  name: z.string().trim().min(1, "Please enter your name"),
  note: z.string().max(10, "At most 10 characters"),
});

function Sample() {
  const { form, onSubmit } = useApiForm({
    schema: Schema,
    defaultValues: { name: "", note: "" },
    send: (data) => apiFetch("/api/sample", { body: data }),
    failure: ({ message }) => ({ title: "Error", description: message }),
  });
  return (
    <Form form={form} onSubmit={onSubmit} idPrefix="sample">
      <TextField name="name" label="Name" required />
      <TextAreaField name="note" label="Note" optional maxLength={10} />
      <SubmitButton loadingText="Sending...">Send</SubmitButton>
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

const input = (id: string) => container.querySelector<HTMLInputElement>(`#${id}`)!;
const submit = () => act(async () => container.querySelector("form")!.requestSubmit());

async function type(id: string, value: string) {
  await act(async () => {
    const element = input(id);
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), "value")!.set!;
    setter.call(element, value);
    element.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

describe("a form built the one way", () => {
  it("shows the schema's message under the field, tied to it for assistive technology", async () => {
    vi.stubGlobal("fetch", vi.fn());
    await submit();
    const name = input("sample-name");
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(name.getAttribute("aria-describedby")).toBe("sample-name-error");
    expect(container.querySelector("#sample-name-error")!.textContent).toBe("Please enter your name");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("counts the characters of a field with a maximum", async () => {
    await type("sample-note", "abc");
    expect(container.querySelector("#sample-note-counter")!.textContent).toBe("3/10");
  });

  it("puts the server's field errors on the fields", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json(
          { success: false, message: "Taken", errors: { name: "That name is taken" } },
          { status: 409 },
        ),
      ),
    );
    await type("sample-name", "Asha");
    await submit();
    expect(container.querySelector("#sample-name-error")!.textContent).toBe("That name is taken");
  });

  it("locks the fields and shows the sending label while the call is under way", async () => {
    let finish: (response: Response) => void = () => {};
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>((resolve) => (finish = resolve))),
    );
    await type("sample-name", "Asha");
    await submit();
    expect(container.querySelector("fieldset")!.disabled).toBe(true);
    expect(container.querySelector("button[type=submit]")!.textContent).toContain("Sending...");
    await act(async () => finish(Response.json({ success: true })));
    expect(container.querySelector("fieldset")!.disabled).toBe(false);
    expect(input("sample-name").value).toBe("");
  });
});

// uploadForm with a stand-in XMLHttpRequest: the progress it reports as the body goes, and its answers read as
// apiFetch reads them.
import { describe, expect, it } from "vitest";
import { ApiClientError, networkFailureMessage } from "@/lib/client/api";
import { uploadForm, type UploadRequest } from "@/lib/client/upload";

type Listener = (event: { lengthComputable: boolean; loaded: number; total: number }) => void;

/** A request that does nothing by itself: the test plays the network's part. */
function fakeRequest() {
  const on: Record<string, Listener[]> = {};
  const upOn: Record<string, Listener[]> = {};
  const fire = (table: Record<string, Listener[]>, type: string, loaded = 0, total = 0) =>
    table[type]?.forEach((f) => f({ lengthComputable: total > 0, loaded, total }));
  const xhr = {
    opened: [] as string[],
    sent: null as unknown,
    status: 0,
    responseText: "",
    withCredentials: false,
    open(method: string, url: string) {
      this.opened = [method, url];
    },
    send(body: unknown) {
      this.sent = body;
    },
    abort() {},
    addEventListener(type: string, f: Listener) {
      (on[type] ??= []).push(f);
    },
    upload: {
      addEventListener(type: string, f: Listener) {
        (upOn[type] ??= []).push(f);
      },
    },
    progress: (loaded: number, total: number) => fire(upOn, "progress", loaded, total),
    sentAll: () => fire(upOn, "load"),
    answer(status: number, text: string) {
      this.status = status;
      this.responseText = text;
      fire(on, "load");
    },
    fail: () => fire(on, "error"),
  };
  return xhr;
}

const asRequest = (xhr: ReturnType<typeof fakeRequest>) => () => xhr as unknown as UploadRequest;

describe("uploadForm", () => {
  it("reports the share of the body sent as it goes, then resolves with the answer", async () => {
    const xhr = fakeRequest();
    const seen: number[] = [];
    const body = new FormData();
    const done = uploadForm<{ ok: boolean }>("/api/jobs/j1/apply", body, (f) => seen.push(f), asRequest(xhr));
    expect(xhr.opened).toEqual(["POST", "/api/jobs/j1/apply"]);
    expect(xhr.sent).toBe(body);
    xhr.progress(0, 1_500_000);
    xhr.progress(600_000, 1_500_000);
    xhr.progress(1_500_000, 1_500_000);
    xhr.sentAll();
    xhr.answer(201, JSON.stringify({ ok: true }));
    await expect(done).resolves.toEqual({ ok: true });
    expect(seen).toEqual([0, 0.4, 1, 1]);
  });

  it("ignores progress without a known length", async () => {
    const xhr = fakeRequest();
    const seen: number[] = [];
    const done = uploadForm("/api/x", new FormData(), (f) => seen.push(f), asRequest(xhr));
    xhr.progress(100, 0);
    xhr.answer(200, "");
    await expect(done).resolves.toEqual({});
    expect(seen).toEqual([]);
  });

  it("rejects a failed answer with the server's message and field errors, as apiFetch does", async () => {
    const xhr = fakeRequest();
    const done = uploadForm("/api/x", new FormData(), () => {}, asRequest(xhr));
    xhr.answer(
      400,
      JSON.stringify({
        success: false,
        message: "Resumes can be at most 5MB.",
        errors: { resume: "Too big" },
      }),
    );
    const error = (await done.catch((e: unknown) => e)) as ApiClientError;
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({
      status: 400,
      message: "Resumes can be at most 5MB.",
      errors: { resume: "Too big" },
    });
  });

  it("rejects a request that never arrived with the network-failure message", async () => {
    const xhr = fakeRequest();
    const done = uploadForm("/api/x", new FormData(), () => {}, asRequest(xhr));
    xhr.fail();
    await expect(done).rejects.toMatchObject({ status: 0, message: networkFailureMessage });
  });
});

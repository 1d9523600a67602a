// Browser-side JSON calls to the site's own /api (public §7, §8): errors carry the server's message.

export type ApiFailure = { success: false; message: string; errors?: Record<string, string> };

export class RequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = "RequestError";
  }
}

/**
 * What a network failure reads. The spec's "Please ensure the backend is running on {host}" speaks to a developer;
 * a visitor whose request never arrived can act on this instead (see docs/decisions.md).
 */
export const networkFailureMessage =
  "Unable to connect to server. Please check your connection and try again.";

async function readAnswer(res: Response): Promise<unknown> {
  const text = await res.text();
  try {
    return text ? (JSON.parse(text) as unknown) : {};
  } catch {
    return { message: text };
  }
}

/** POSTs JSON; resolves with the answer, or throws a RequestError with the server's message. */
export async function postJson<T>(url: string, body: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    throw new RequestError(networkFailureMessage, 0);
  }
  const answer = (await readAnswer(res)) as Partial<ApiFailure>;
  if (!res.ok) {
    throw new RequestError(answer.message || `HTTP error! status: ${res.status}`, res.status, answer.errors);
  }
  return answer as T;
}

/** Whether the visitor is signed in: anything but `isAuthenticated: true` counts as a guest. */
export async function fetchIsAuthenticated(): Promise<boolean> {
  try {
    const res = await fetch("/api/auth/status", { credentials: "same-origin", cache: "no-store" });
    if (!res.ok) return false;
    const body = (await res.json()) as { isAuthenticated?: unknown };
    return body.isAuthenticated === true;
  } catch {
    return false;
  }
}

/** Sends multipart form data (listings with an image, applications with a resume); errors as postJson's. */
export async function sendForm<T>(url: string, method: "POST" | "PUT", form: FormData): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, { method, credentials: "same-origin", body: form });
  } catch {
    throw new RequestError(networkFailureMessage, 0);
  }
  const answer = (await readAnswer(res)) as Partial<ApiFailure>;
  if (!res.ok) {
    throw new RequestError(answer.message || `HTTP error! status: ${res.status}`, res.status, answer.errors);
  }
  return answer as T;
}

// The browser's one way to call /api: JSON in and out, the error shape turned into an ApiClientError.

export class ApiClientError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ApiClientError";
  }
}

type ErrorBody = { message?: unknown; errors?: unknown };

export async function apiFetch<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers: init.body === undefined ? undefined : { "Content-Type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: "same-origin",
    });
  } catch {
    throw new ApiClientError("Unable to connect to server. Please check your connection and try again.", 0);
  }
  const text = await response.text();
  let data: unknown = text;
  try {
    data = text ? JSON.parse(text) : {};
  } catch {
    // accounts §7: a non-JSON answer is read as text into the message.
  }
  if (!response.ok) {
    const body = (typeof data === "object" && data !== null ? data : {}) as ErrorBody;
    const message =
      typeof body.message === "string"
        ? body.message
        : typeof data === "string" && data
          ? data
          : `HTTP error! status: ${response.status}`;
    const errors =
      typeof body.errors === "object" && body.errors !== null ? (body.errors as Record<string, string>) : {};
    throw new ApiClientError(message, response.status, errors);
  }
  return data as T;
}

export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiClientError ? error.message : fallback;
}

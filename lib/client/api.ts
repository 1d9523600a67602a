// The browser's one way to call the site's own /api: JSON or multipart in, JSON out; a failed answer (the one
// error shape, or anything else) becomes an ApiClientError carrying the server's message and field errors.

export class ApiClientError extends Error {
  constructor(
    message: string,
    /** 0 when the request never reached the server. */
    readonly status: number,
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ApiClientError";
  }
}

/**
 * What a network failure reads. A visitor whose request never arrived can act on this; a text about the backend
 * host would speak to a developer instead (see docs/decisions.md).
 */
export const networkFailureMessage =
  "Unable to connect to server. Please check your connection and try again.";

/** The page's language ("hi" on a Hindi page, else "en"), which the API answers in (header X-Locale, lib/i18n/api-locale). */
export function pageLanguage(): "en" | "hi" {
  return typeof document !== "undefined" && document.documentElement.lang.toLowerCase().startsWith("hi") ? "hi" : "en";
}

/** The headers every call to the site's own /api carries: its language. */
export const languageHeaders = (): Record<string, string> => ({ "X-Locale": pageLanguage() });

export type ApiMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

type ApiInit = {
  method?: ApiMethod;
  /** A plain value is sent as JSON; FormData as multipart (the browser sets the boundary). */
  body?: unknown;
  signal?: AbortSignal;
};

type ErrorBody = { message?: unknown; errors?: unknown };

/** An answer's body: its JSON, {} when empty, else the text itself (read into a failure's message). */
export function parseAnswer(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : {};
  } catch {
    return text; // a non-JSON answer is read as text into the message
  }
}

async function readAnswer(response: Response): Promise<unknown> {
  return parseAnswer(await response.text());
}

/** A failed answer (`data` as parseAnswer read it) as the error the forms report. */
export function failure(data: unknown, status: number): ApiClientError {
  const body = (typeof data === "object" && data !== null ? data : {}) as ErrorBody;
  const message =
    typeof body.message === "string" && body.message
      ? body.message
      : typeof data === "string" && data
        ? data
        : `HTTP error! status: ${status}`;
  const errors =
    typeof body.errors === "object" && body.errors !== null ? (body.errors as Record<string, string>) : {};
  return new ApiClientError(message, status, errors);
}

/** Calls `path`; resolves with the parsed answer, or throws an ApiClientError. GET without a body, else POST. */
export async function apiFetch<T>(path: string, init: ApiInit = {}): Promise<T> {
  const { body, signal } = init;
  const multipart = typeof FormData !== "undefined" && body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? (body === undefined ? "GET" : "POST"),
      headers:
        body === undefined || multipart
          ? languageHeaders()
          : { ...languageHeaders(), "Content-Type": "application/json" },
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
      credentials: "same-origin",
      cache: "no-store",
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiClientError(networkFailureMessage, 0);
  }
  const data = await readAnswer(response);
  if (!response.ok) throw failure(data, response.status);
  return data as T;
}

/** The message to show for a failed call: the server's when it gave one, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiClientError && error.message ? error.message : fallback;
}

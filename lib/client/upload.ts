// A multipart call to the site's own /api that reports how much of its body has gone (a résumé on a slow line):
// fetch() cannot tell, XMLHttpRequest's upload events can. Otherwise as apiFetch: the same answer, the same
// ApiClientError for a failed answer or a request that never arrived.
import { ApiClientError, failure, languageHeaders, networkFailureMessage, parseAnswer } from "@/lib/client/api";

/** How much of the body has been sent, from 0 to 1. */
export type UploadProgress = (fraction: number) => void;

/** The parts of XMLHttpRequest this uses (a test passes its own). */
export type UploadRequest = Pick<
  XMLHttpRequest,
  "open" | "send" | "abort" | "status" | "responseText" | "withCredentials"
> & {
  upload: Pick<XMLHttpRequestUpload, "addEventListener">;
  addEventListener: XMLHttpRequest["addEventListener"];
  /** Sets the page's language header (X-Locale); a test's stand-in may leave it out. */
  setRequestHeader?: XMLHttpRequest["setRequestHeader"];
};

/** POSTs `body` to `path`; `onProgress` hears the share sent as it goes, and 1 once it is all sent. */
export function uploadForm<T>(
  path: string,
  body: FormData,
  onProgress: UploadProgress,
  request: () => UploadRequest = () => new XMLHttpRequest(),
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = request();
    xhr.open("POST", path);
    for (const [name, value] of Object.entries(languageHeaders())) xhr.setRequestHeader?.(name, value);
    xhr.withCredentials = true;
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    });
    xhr.upload.addEventListener("load", () => onProgress(1));
    xhr.addEventListener("load", () => {
      const data = parseAnswer(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as T);
      else reject(failure(data, xhr.status));
    });
    const unreached = () => reject(new ApiClientError(networkFailureMessage, 0));
    xhr.addEventListener("error", unreached);
    xhr.addEventListener("timeout", unreached);
    xhr.addEventListener("abort", unreached);
    xhr.send(body);
  });
}

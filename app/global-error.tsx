"use client";

import "./globals.css";

/** The root layout itself failed: a page of its own (no header or footer), with Retry. */
export default function GlobalError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <html lang="en-IN">
      <body className="flex min-h-screen items-center justify-center p-6">
        <main className="flex max-w-md flex-col items-center gap-4 text-center">
          <h1 className="text-2xl font-bold">Builders Hub could not be loaded</h1>
          <p className="text-muted">Something went wrong on our side. Please try again in a moment.</p>
          <button
            type="button"
            onClick={() => retry()}
            className="min-h-11 rounded-full bg-gradient-accent px-6 font-medium text-[#0b0b12]"
          >
            Retry
          </button>
        </main>
      </body>
    </html>
  );
}

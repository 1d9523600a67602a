import "./globals.css";

// An address outside every language (app/[locale] answers all the others, in the site's layout): a bare English 404.
export default function RootNotFound() {
  return (
    <html lang="en-IN">
      <body className="flex min-h-screen items-center justify-center p-6">
        <main className="flex max-w-md flex-col items-center gap-4 text-center">
          <h1 className="text-2xl font-bold">Oops! Page not found</h1>
          <a href="/" className="underline">
            Return to Home
          </a>
        </main>
      </body>
    </html>
  );
}

// In the browser, zod must not probe for eval (new Function): the Content-Security-Policy forbids it, and the
// probe alone would be reported as a violation. The server keeps zod's faster compiled parsers.
// Imported by every browser module that parses with zod (the form hook, and any direct safeParse).
import { z } from "zod";

if (typeof window !== "undefined") z.config({ jitless: true });

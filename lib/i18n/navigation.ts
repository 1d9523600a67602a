// Locale-aware navigation: Link, redirect, useRouter and usePathname keep the page's language (/hi/… stays /hi/…).
// Import these instead of next/link's and next/navigation's.
import { createNavigation } from "next-intl/navigation";
import { routing } from "./routing";

export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);

// A card's button chooses its course in the waitlist form below, which may still be the server's drawing
// (components/courses/waitlist-form-loader.tsx listens for the choice).
export const CHOOSE_COURSE = "waitlist:choose-course";

/** Chooses the course in the waitlist form, scrolls to it and puts the focus on its Name. */
export function chooseCourse(id: string) {
  const select = document.getElementById("waitlist-courseId");
  if (select instanceof HTMLSelectElement) select.value = id;
  document.dispatchEvent(new CustomEvent<string>(CHOOSE_COURSE, { detail: id }));
  const section = document.getElementById("waitlist");
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  section?.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
  document.getElementById("waitlist-name")?.focus({ preventScroll: true });
}

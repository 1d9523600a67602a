// "Please try again later.": in a module of its own, so the error state (which the client's error page draws)
// brings this one text to the browser rather than every form message (lib/validation/messages.ts holds it too).
export const tryAgainLater = "Please try again later.";

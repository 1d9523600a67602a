// What a guest sent to log in is told, by the page they were on their way to. The login page shows it however they
// got there: a link that knew they were a guest (LoginLink), or the server (proxy.ts, the event page's guard), as
// for a visitor who opens an event's address from a search engine or clicks a list's "Post" link without JavaScript.
export type LoginNotice = { id: string; title: string; description: string };

const notices: { prefix: string; notice: LoginNotice }[] = [
  {
    prefix: "/event/",
    notice: {
      id: "login-required-event",
      title: "Login Required",
      description: "Please log in to view event details.",
    },
  },
  {
    prefix: "/submit-listing",
    notice: {
      id: "login-required-listing",
      title: "Authentication Required",
      description: "Please log in to submit a listing.",
    },
  },
];

/** The notice for a (safe) returnUrl, or null when the page needs no word of explanation. */
export function loginNotice(returnUrl: string | null | undefined): LoginNotice | null {
  if (!returnUrl) return null;
  return notices.find(({ prefix }) => returnUrl.startsWith(prefix))?.notice ?? null;
}

// How the unread count is read and shown (no dependencies: the header's bell imports it).

/**
 * Unread notifications are counted no further than this: an index-only read of at most this many rows of the
 * partial index on unread rows, however many a member has let pile up. At the cap the count reads "99+".
 */
export const UNREAD_CAP = 100;

/** The unread count as shown: "99+" at the cap. */
export const unreadText = (unread: number): string =>
  unread >= UNREAD_CAP ? `${UNREAD_CAP - 1}+` : `${unread}`;

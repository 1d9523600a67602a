// The texts users see about gigs, with the specification's words.

/** The same rule for a deadline on the server: not already passed. */
export const deadlinePassedMessage = "The deadline must be today or later";

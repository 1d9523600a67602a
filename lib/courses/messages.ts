// The texts users see about courses and their waitlist, with the specification's words.

export const waitlistMessages = {
  joined: "You're now on the waitlist. We'll email you when it's live.",
  already: (course: string) =>
    `You're already on the waitlist for ${course}. We'll email you when it's live.`,
};

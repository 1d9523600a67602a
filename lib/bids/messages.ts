// The texts users see about bids, with the specification's words (the Bid Now dialog and the server).

/** The Bid Now dialog's messages: a toast title and its description, the description also under the field. */
export const bidMessages = {
  amount: { title: "Invalid Bid Amount", description: "Please enter a valid positive amount" },
  duration: { title: "Invalid Duration", description: "Please enter a valid duration in days" },
  message: { title: "Message Too Long", description: "Message should be less than 500 characters" },
  submitted: {
    title: "Bid Submitted Successfully!",
    description: "Your bid has been submitted. You can track its status in your dashboard.",
  },
  failed: {
    title: "Submission Failed",
    description: "There was an error submitting your bid. Please try again.",
  },
  notFound: "Bid not found",
  gigNotFound: "Gig not found",
  ownGig: "You cannot bid on your own gig.",
  closed: "This gig is closed: its deadline has passed.",
  closedEarly: "This gig is closed: its poster is no longer taking bids.",
  awarded: "This gig has already been awarded to another bid.",
  alreadyOpen: "You already have an open bid on this gig. Withdraw it first to bid again.",
  onlyPendingWithdraw: "Only pending bids can be withdrawn.",
  onlyPendingDecide: "Only pending bids can be accepted or rejected.",
  notYourGig: "Only the gig's poster can message its bidders.",
} as const;

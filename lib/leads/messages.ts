// The texts users see about demo requests, with the specification's words.

export const leadMessages = {
  invalidTitle: { "service-demo": "Error" },
  serviceDemo: "Thank you! We'll reach out to schedule your demo.",
};

const milestones = [
  {
    when: "2022",
    title: "A WhatsApp group for hackathon teammates",
    text: "Forty students and engineers in Bengaluru start sharing hackathons, bounties and job leads in one chat.",
  },
  {
    when: "2022-2023",
    title: "City chapters and our first hackathons",
    text: "Chapters open in Pune, Hyderabad and Delhi NCR. Over 120 meetups, three hackathons and the first hiring partners.",
  },
  {
    when: "2024",
    title: "Jobs board and the solutions studio",
    text: "A curated jobs and internships board goes live, and our studio starts shipping Web3 and AI products for clients.",
  },
  {
    when: "2025",
    title: "Mentorship at scale",
    text: "More than 1000 free 1:1 consultations, freelance gigs for members and the first cohort courses on the waitlist.",
  },
  {
    when: "Future",
    title: "One million builders by 2027",
    text: "Learning content in 20+ Indian and global languages, on-chain certificates and chapters in every state.",
  },
];

export function Timeline() {
  return (
    <ol className="relative flex flex-col gap-8 border-l border-border-strong pl-8">
      {milestones.map((m) => (
        <li key={m.when} className="relative">
          <span
            aria-hidden
            className="absolute -left-[2.4rem] top-1.5 size-4 rounded-full border-2 border-background bg-gradient-accent shadow-[var(--shadow-glow)]"
          />
          <p className="text-sm font-semibold uppercase tracking-wider text-accent">{m.when}</p>
          <h3 className="mt-1 text-xl font-semibold">{m.title}</h3>
          <p className="mt-2 max-w-2xl text-muted">{m.text}</p>
        </li>
      ))}
    </ol>
  );
}

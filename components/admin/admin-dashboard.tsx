import { ClipboardCheck, Coins, GraduationCap, BookOpen, MessagesSquare } from "lucide-react";
import { LogoutButton } from "@/components/accounts/logout-button";
import { Card } from "@/components/ui/card";
import type { CurrentUser } from "@/lib/auth/current-user";

const sections = [
  { icon: ClipboardCheck, title: "Review Listings", text: "Approve or reject submitted events and jobs." },
  {
    icon: MessagesSquare,
    title: "Consultations",
    text: "Accept, reject and complete consultation requests.",
  },
  { icon: Coins, title: "Coin Management", text: "Coin values and manual credits." },
  { icon: GraduationCap, title: "Add Courses", text: "New courses for the catalogue." },
  { icon: BookOpen, title: "Add Documentation", text: "Items for the documentation pages." },
];

/** Heading 'Admin Dashboard', the welcome line and Logout. Its tabs arrive with later issues. */
export function AdminDashboard({ user }: { user: CurrentUser }) {
  return (
    <div className="flex flex-col gap-8 pt-4">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          <p className="text-sm font-semibold uppercase tracking-[0.18em] text-accent">Back office</p>
          <h1 className="text-3xl font-bold tracking-tight md:text-4xl">Admin Dashboard</h1>
          <p className="text-muted">
            Welcome, {user.firstName} {user.lastName} <span className="break-all">({user.email})</span>
          </p>
        </div>
        <LogoutButton variant="secondary" size="md" label="Logout" />
      </header>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {sections.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Card className="flex h-full flex-col gap-2">
              <Icon aria-hidden className="size-6 text-accent" />
              <h2 className="font-semibold">{title}</h2>
              <p className="text-sm text-muted">{text}</p>
              <p className="text-xs font-medium uppercase tracking-wider text-muted">Coming soon</p>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}

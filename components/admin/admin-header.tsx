import { LogoutButton } from "@/components/accounts/logout-button";

/** The back office's heading: 'Admin Dashboard', who is signed in, and Logout. */
export function AdminHeader({ user }: { user: { firstName: string; lastName: string; email: string } }) {
  return (
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
  );
}

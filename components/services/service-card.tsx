import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/components/ui/icon-names";
import { ServiceDemoButton } from "@/components/services/service-demo-button";
import type { Service, ServiceIcon } from "@/lib/services/catalogue";

const icons: Record<ServiceIcon, IconName> = {
  blocks: "blocks",
  brain: "brain",
  code: "code",
  shield: "shield-check",
  trophy: "trophy",
  graduation: "graduation-cap",
  users: "users",
};

/** A service in the page's language; `name` is its English name, which a demo request records. */
export function ServiceCard({ service, name }: { service: Service; name: string }) {
  return (
    <article className="flex h-full flex-col gap-4 rounded-[var(--radius-card)] border border-border bg-surface/80 p-6 transition-colors hover:border-border-strong">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-gradient-to-br from-primary/25 to-accent/15 text-[#c4b5fd]">
        <Icon name={icons[service.icon]} className="size-6" />
      </span>
      <h2 className="text-xl font-semibold leading-snug">{service.title}</h2>
      <p className="text-sm text-muted">{service.summary}</p>
      <ul className="flex flex-1 flex-col gap-2">
        {service.points.map((point) => (
          <li key={point} className="flex items-start gap-2 text-sm">
            <Icon name="check-circle" className="mt-0.5 size-4 shrink-0 text-success" /> {point}
          </li>
        ))}
      </ul>
      <div className="pt-2">
        <ServiceDemoButton service={name} label={service.title} slug={service.slug} />
      </div>
    </article>
  );
}

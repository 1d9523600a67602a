// An event's registration settings as its edit form holds them (lib/listing-views/editable-listing.ts): text fields,
// the closing time as IST, each question's options one a line.
import type { RegistrationSummary } from "@/lib/events/registration-state";
import { toIstInput } from "@/lib/format/date";

export function registrationValues(r: RegistrationSummary | null) {
  return {
    registrationEnabled: r !== null,
    registrationCapacity: r?.capacity?.toString() ?? "",
    registrationDeadline: toIstInput(r?.deadline),
    registrationApproval: r?.approval ?? "automatic",
    registrationQuestions: (r?.questions ?? []).map((q) => ({
      id: q.id,
      label: q.label,
      kind: q.kind,
      options: q.options.join("\n"),
      required: q.required,
    })),
  };
}

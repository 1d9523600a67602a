// What registration on the site takes, as zod schemas shared by the event form, the registration dialog and the
// route handlers: an event's settings (on, places, deadline, approval, up to five questions), a member's answers,
// the organiser's decision, a ticket code typed at the door, and the organiser's list. No server code.
import { z } from "zod";
import { optionalCount, optionalDate, optionalFlag, optionalText, textList } from "@/lib/listings/fields";
import { requiredText } from "@/lib/validation/text";

export const MAX_QUESTIONS = 5;
export const MAX_OPTIONS = 10;
export const MAX_CAPACITY = 100_000;
export const ANSWER_MAX = 500;
export const DECISION_MESSAGE_MAX = 500;

export const questionKinds = ["text", "choice"] as const;
export type QuestionKind = (typeof questionKinds)[number];
export const questionKindLabels: Record<QuestionKind, string> = {
  text: "Short text",
  choice: "Choice (one of a list)",
};

export const approvalModes = ["automatic", "organiser"] as const;
export type ApprovalMode = (typeof approvalModes)[number];
export const approvalLabels: Record<ApprovalMode, string> = {
  automatic: "Automatic: places go to the first to register",
  organiser: "I approve each registration",
};

/** A question as the event keeps it: its id names the answers given to it. */
export type RegistrationQuestion = {
  id: string;
  label: string;
  kind: QuestionKind;
  /** A choice's options (2 to 10); none for short text. */
  options: string[];
  required: boolean;
};

/** A new question's id: short, lower-case, unique within its event. */
const newQuestionId = () => `q${Math.random().toString(36).slice(2, 10)}`;

const questionObject = z
  .object({
    /** Kept from the question's first save, so answers given before an edit still name it. */
    id: optionalText.pipe(
      z
        .string()
        .regex(/^[a-z0-9]{1,16}$/, "Not a question id")
        .optional(),
    ),
    label: requiredText("Please write the question").max(200, "A question must be 200 characters or less"),
    kind: z.enum(questionKinds, "Choose short text or choice").default("text"),
    /** A choice's options: a list, or text with one option a line. */
    options: textList(/\r?\n/, MAX_OPTIONS + 1),
    required: optionalFlag,
  })
  .superRefine((q, ctx) => {
    if (q.kind !== "choice") return;
    const problem =
      q.options.length < 2
        ? "Give at least 2 options, one a line"
        : q.options.length > MAX_OPTIONS
          ? `At most ${MAX_OPTIONS} options`
          : q.options.some((o) => o.length > 100)
            ? "Each option must be 100 characters or less"
            : new Set(q.options.map((o) => o.toLowerCase())).size !== q.options.length
              ? "Each option must differ from the others"
              : null;
    if (problem) ctx.addIssue({ code: "custom", path: ["options"], message: problem });
  });

/** A multipart form sends the list as JSON text; anything that does not read as JSON is refused by the array. */
function fromJsonText(value: unknown): unknown {
  if (value === undefined || value === null || value === "") return [];
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

export const registrationQuestionsField = z.preprocess(
  fromJsonText,
  z
    .array(questionObject, "Questions must be a list")
    .max(MAX_QUESTIONS, `At most ${MAX_QUESTIONS} questions`)
    .transform((questions): RegistrationQuestion[] => {
      const seen = new Set<string>();
      return questions.map((q) => {
        let id = q.id && !seen.has(q.id) ? q.id : newQuestionId();
        while (seen.has(id)) id = newQuestionId();
        seen.add(id);
        return {
          id,
          label: q.label,
          kind: q.kind,
          options: q.kind === "choice" ? q.options : [],
          required: q.required,
        };
      });
    }),
);

/** The registration settings of the event form and of POST/PUT /api/events (flat, as multipart sends them). */
export const registrationSettingsFields = {
  /** Take registrations on the site (off: the event's own Register link, if any, is the way in). */
  registrationEnabled: optionalFlag,
  /** Places; empty for no limit. */
  registrationCapacity: optionalCount("Please enter a whole number of places").pipe(
    z
      .number()
      .int()
      .min(1, "Give at least 1 place, or leave it empty for no limit")
      .max(MAX_CAPACITY, `At most ${MAX_CAPACITY.toLocaleString("en-IN")} places`)
      .optional(),
  ),
  /** Registration closes then (IST in the form); empty: when the event starts. */
  registrationDeadline: optionalDate(),
  registrationApproval: z
    .union([z.enum(approvalModes), z.literal("")], "Choose automatic or organiser approval")
    .optional()
    .transform((v): ApprovalMode => (v ? v : "automatic")),
  registrationQuestions: registrationQuestionsField,
};

/** The deadline, when given, must not fall after the event (its end, else its start). */
export function checkRegistrationDeadline(
  event: { date?: Date; endDate?: Date; registrationDeadline?: Date },
  ctx: z.core.$RefinementCtx,
) {
  const deadline = event.registrationDeadline;
  const last = event.endDate ?? event.date;
  if (deadline && last && deadline > last) {
    ctx.addIssue({
      code: "custom",
      path: ["registrationDeadline"],
      message: "Registration must close before the event ends",
    });
  }
}

/** POST /api/events/{id}/registrations: the answers, by question id (the event's questions check them). */
export const registerInput = z.strictObject({
  answers: z.record(z.string().max(40), z.string("Each answer must be text").max(ANSWER_MAX * 4)).default({}),
});
export type RegisterInput = z.infer<typeof registerInput>;

/** One question's answer: required or not, free text or one of the options. */
function answerSchema(q: RegistrationQuestion) {
  const text = z
    .string()
    .nullish()
    .transform((v) => (v ?? "").trim());
  if (q.kind === "choice") {
    const message = "Please choose one of the options";
    return text.refine((v) => (v === "" ? !q.required : q.options.includes(v)), message);
  }
  return text
    .refine((v) => !q.required || v !== "", "Please answer this question")
    .refine((v) => v.length <= ANSWER_MAX, `An answer must be ${ANSWER_MAX} characters or less`);
}

/** The answers an event's questions take: `{ answers: { [questionId]: text } }` (the dialog's form, the API). */
export function answersInput(questions: RegistrationQuestion[]) {
  return z.object({
    answers: z
      .object(Object.fromEntries(questions.map((q) => [q.id, answerSchema(q)])))
      .default({} as Record<string, string>),
  });
}

/** An answer as the registration keeps it, with the question as it was asked. */
export type RegistrationAnswer = { questionId: string; question: string; answer: string };

/** The given answers, in the questions' order, blank ones left out. */
export function answersOf(
  questions: RegistrationQuestion[],
  answers: Record<string, string>,
): RegistrationAnswer[] {
  return questions
    .map((q) => ({ questionId: q.id, question: q.label, answer: answers[q.id] ?? "" }))
    .filter((a) => a.answer !== "");
}

/** PUT /api/events/{id}/registrations/{registrationId}: the organiser's decision, with an optional message. */
export const decisionInput = z.strictObject({
  decision: z.enum(["approve", "decline"], "Decision must be approve or decline"),
  message: optionalText.pipe(
    z
      .string()
      .max(DECISION_MESSAGE_MAX, `The message must be ${DECISION_MESSAGE_MAX} characters or less`)
      .optional(),
  ),
});
export type DecisionInput = z.infer<typeof decisionInput>;

/** POST /api/events/{id}/registrations/check-in: a ticket code as typed, or the text of its QR code. */
export const checkInInput = z.strictObject({
  code: requiredText("Please enter the ticket code").max(200, "That is not a ticket code"),
});

/** The organiser's lists: one status each. */
export const registrationListStatuses = [
  "registered",
  "waitlisted",
  "pending",
  "declined",
  "cancelled",
] as const;
export type RegistrationListStatus = (typeof registrationListStatuses)[number];

/** GET /api/events/{id}/registrations: a status (registered by default), keyset paged by `cursor`. */
export const registrationListQuery = z.object({
  status: z.enum(registrationListStatuses).catch("registered").default("registered"),
  cursor: optionalText.pipe(z.string().max(200).optional()),
  limit: z.coerce.number().int().min(1).max(100).catch(50).default(50),
});
export type RegistrationListQuery = z.infer<typeof registrationListQuery>;

/** The CSV export: every status, or one. */
export const registrationExportQuery = z.object({
  status: z.enum(registrationListStatuses).optional().catch(undefined),
});

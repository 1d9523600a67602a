// The password policy, as rules the form lists live and the server enforces.

export const PASSWORD_MIN_LENGTH = 8;

export const passwordRules = [
  {
    id: "length",
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    test: (p: string) => p.length >= PASSWORD_MIN_LENGTH,
  },
  { id: "upper", label: "One uppercase letter", test: (p: string) => /[A-Z]/.test(p) },
  { id: "lower", label: "One lowercase letter", test: (p: string) => /[a-z]/.test(p) },
  { id: "digit", label: "One number", test: (p: string) => /\d/.test(p) },
  { id: "special", label: "One special character", test: (p: string) => /[^A-Za-z0-9\s]/.test(p) },
] as const;

export function meetsPasswordPolicy(password: string): boolean {
  return passwordRules.every((rule) => rule.test(password));
}

export function contentSecurityPolicy(scriptSources?: string[]): string;
export function developmentPolicy(): string;
export function platformPagePolicy(): string;
export const permissionsPolicy: string;
export function securityHeaders(production: boolean): { key: string; value: string }[];
export function securityHeaderRules(options: {
  production: boolean;
  platformPageCache?: boolean;
}): { source: string; headers: { key: string; value: string }[] }[];

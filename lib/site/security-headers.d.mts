export function contentSecurityPolicy(production: boolean): string;
export const permissionsPolicy: string;
export function securityHeaders(production: boolean): { key: string; value: string }[];

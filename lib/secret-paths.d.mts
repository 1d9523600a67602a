export function redactPath(path: string): string;

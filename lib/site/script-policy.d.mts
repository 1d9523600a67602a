export function inlineScriptHashes(html: string): string[];
export function scriptPolicy(sources: string[]): string;
export function newNonce(): string;

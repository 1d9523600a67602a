// The words of one service on /services, in any language (lib/services/catalogue.ts and catalogue.<locale>.ts).
export type ServiceText = { title: string; summary: string; points: string[] };

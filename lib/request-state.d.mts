import type { IncomingMessage } from "node:http";

export type RequestState = {
  requestId: string;
  userId: string | undefined;
  databaseUnavailable: boolean;
};

export function requestIdFrom(headers: Headers | IncomingMessage["headers"]): string;
export function withRequestState<T>(req: IncomingMessage, next: (state: RequestState) => T): T;
export function noteRequestUser(userId: string): void;
export function noteDatabaseUnavailable(): void;

type Disconnectable = { $disconnect(): Promise<void> };
export function sharedDatabase<C extends Disconnectable>(create: () => C): C;
export function sharedDatabase(): Disconnectable | undefined;

// The one Prisma client of the app.
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";

/**
 * With a pool of one connection (the embedded database), simultaneous transactions queue for it: they may wait
 * longer than Prisma's default 2 s to start.
 */
export function createPrismaClient(connectionString: string, max = env.DATABASE_POOL_MAX) {
  return new PrismaClient({
    adapter: new PrismaPg({ connectionString, max }),
    ...(max === 1 ? { transactionOptions: { maxWait: 30_000, timeout: 30_000 } } : {}),
  });
}

const globalForDb = globalThis as unknown as { prisma?: PrismaClient };

function connectionString(): string {
  if (!env.DATABASE_URL) {
    throw new Error("DATABASE_URL is not set: start the site with `npm run dev` or `npm start`.");
  }
  return env.DATABASE_URL;
}

/** Created on first use, so that importing this module never needs a database (next build). */
export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, prop) {
    globalForDb.prisma ??= createPrismaClient(connectionString());
    const value = Reflect.get(globalForDb.prisma, prop);
    return typeof value === "function" ? value.bind(globalForDb.prisma) : value;
  },
});

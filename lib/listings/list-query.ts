// The reads every listing kind makes the same way over its own Prisma model (db.job, db.event, db.gig,
// db.startup): one listing as a viewer may see it, a member's own listings, every listing (admins), and the
// public lists.
import { assertAdmin, canSeeListing, type Actor } from "@/lib/auth/policy";
import type { ListQuery, ListingStatus } from "@/lib/listings/schema";
import { isListingId } from "@/lib/listings/ids";
import {
  isFiltered,
  listKey,
  readListPage,
  type ListOptions,
  type PageTotals,
} from "@/lib/list-page";
import { liveSince } from "@/lib/listings/live";
import { readCountedPage, type CountedPage } from "@/lib/paging";

type Newest = { createdAt?: "desc"; id?: "desc" };
const newestFirst: Newest[] = [{ createdAt: "desc" }, { id: "desc" }];

/** One part of a public list: the listings matching `where`, in `order` (newest first when not given). */
export type ListPart<Where, Order> = { where: Where; order?: Order[] };

/** What these reads ask for besides the kind's own filters. */
type OwnWhere = { id?: { in: string[] }; postedById?: string; status?: ListingStatus };

/** The part of a listing kind's Prisma model (`db.job`, …) these reads use, reading rows as `select` says. */
type Table<Where, Order, Select, Row> = {
  count(args: { where?: Where | OwnWhere; orderBy?: Order[] | Newest[]; take?: number }): Promise<number>;
  findMany(args: {
    where: Where | OwnWhere;
    orderBy?: Order[] | Newest | Newest[];
    skip?: number;
    take?: number;
    select: Select;
  }): Promise<Row[]>;
  findUnique(args: { where: { id: string }; select: Select }): Promise<Row | null>;
};

/** The model, read as `select` says or for the ids alone (a page's ids come from an index). */
type Model<Where, Order, Select, Row> = Table<Where, Order, Select, Row> &
  Table<Where, Order, { id: true }, { id: string }>;

type SeeableRow = { id: string; status: ListingStatus; postedById: string | null };

/**
 * The reads of one listing kind: `table` names its model (read on each call: the client is made on first
 * use), `select` what every read takes, `toDto` how a row is answered to a viewer.
 */
export function listingReads<Where, Order, Select, Row extends SeeableRow, Dto>(kind: {
  table: () => Model<Where, Order, NoInfer<Select>, NoInfer<Row>>;
  select: Select;
  toDto: (row: Row, viewer: Actor | null) => Dto;
}) {
  const { table, select, toDto } = kind;
  const answer = (rows: Row[], viewer: Actor | null) => rows.map((row) => toDto(row, viewer));

  return {
    /** One listing as `viewer` may see it: null when unknown, or not approved and not theirs. */
    async find(id: string, viewer: Actor | null): Promise<Dto | null> {
      if (!isListingId(id)) return null;
      const row = await table().findUnique({ where: { id }, select });
      return row && canSeeListing(viewer, row) ? toDto(row, viewer) : null;
    },

    /** A member's listings of every status, newest first. */
    async postedBy(userId: string, viewer: Actor | null): Promise<Dto[]> {
      const rows = await table().findMany({
        where: { postedById: userId },
        orderBy: { createdAt: "desc" },
        select,
      });
      return answer(rows, viewer);
    },

    /** Every listing (admins), or only those of one status, newest first. */
    async all(viewer: Actor | null, status?: ListingStatus): Promise<Dto[]> {
      assertAdmin(viewer);
      const rows = await table().findMany({
        where: status ? { status } : {},
        orderBy: { createdAt: "desc" },
        select,
      });
      return answer(rows, viewer);
    },

    /**
     * One page of a public list of live listings (lib/list-page.ts): `list` names it, `parts` gives
     * the live ones matching the query at `now` as consecutive parts of the list, each in its own order (by
     * default one part, newest first). Each part is read from an index that holds its filter and its order.
     */
    async livePage(
      list: string,
      query: ListQuery,
      parts: (now: Date) => ListPart<Where, Order>[],
      viewer: Actor | null,
      options: ListOptions,
    ): Promise<PageTotals & { items: Dto[] }> {
      const now = options.now ?? new Date();
      const read = parts(now);
      // Counts keep the list's order, so one walks the list's (or the filter's) index and stops at its LIMIT;
      // without one Prisma would order by id.
      const count = (part: ListPart<Where | OwnWhere, Order>, take?: number) =>
        table().count({ where: part.where, orderBy: part.order ?? newestFirst, take });
      // The ids of rows skip … skip+take-1 of `read`'s parts in list order.
      const idsOf = (read: ListPart<Where | OwnWhere, Order>[]) => async (skip: number, take: number) => {
        const ids: string[] = [];
        let offset = skip; // how many rows of this part and the next ones come before the page
        for (const [i, part] of read.entries()) {
          const order = part.order ?? newestFirst;
          const page = { where: part.where, orderBy: order, skip: offset, take: take - ids.length };
          const rows = await table().findMany({ ...page, select: { id: true } as const });
          ids.push(...rows.map((r) => r.id));
          if (ids.length === take || i === read.length - 1) break;
          // The page starts in this part, or after it: the next part is read from its start, or past the rest.
          offset = rows.length || !offset ? 0 : offset - (await count(part, offset));
        }
        return ids;
      };
      const { items: rows, ...totals } = await readListPage({
        page: query.page,
        limit: query.limit,
        filtered: isFiltered(query),
        cacheKey: listKey(list, liveSince(now), query),
        cap: options.countCap,
        few: options.fewMatches,
        countUpTo: async (upTo) => {
          let total = 0;
          for (const part of read) if (total < upTo) total += await count(part, upTo - total);
          return total;
        },
        countAll: async () => (await Promise.all(read.map((part) => count(part)))).reduce((a, b) => a + b, 0),
        pageIds: idsOf(read),
        // Each part's matches with no order and no LIMIT (a bitmap of the filters' indexes), then paged by id.
        pageIdsOfFew: async (skip, take) => {
          const found = await Promise.all(
            read.map(async (part) => {
              const rows = await table().findMany({ where: part.where, select: { id: true } });
              return { where: { id: { in: rows.map((r) => r.id) } }, order: part.order };
            }),
          );
          return idsOf(found)(skip, take);
        },
        rowsByIds: (ids) => table().findMany({ where: { id: { in: ids } }, select }),
      });
      return { items: answer(rows, viewer), ...totals };
    },

    /** Every listing matching `where`, in `order`, as a visitor sees it. */
    async matching(where: Where, order: Order[]): Promise<Dto[]> {
      return answer(await table().findMany({ where, orderBy: order, select }), null);
    },

    /**
     * Those of `ids` that match `where`, latest approval first, up to `take`, as a visitor sees them (read by their
     * ids): a saved search's match confirmed with its list's own filter (lib/saved-searches/matches.ts).
     */
    async among(where: Where, ids: string[], take: number): Promise<Dto[]> {
      if (ids.length === 0) return [];
      const rows = await table().findMany({
        where: { AND: [where, { id: { in: ids } }] } as Where,
        orderBy: [{ approvedAt: "desc" }, { id: "desc" }] as Order[],
        take,
        select,
      });
      return answer(rows, null);
    },

    /** One page (by offset) of the listings matching `where`, in `order`, as a visitor sees it. */
    async page(
      query: { page: number; limit: number },
      where: Where,
      order: Order[],
    ): Promise<CountedPage<Dto>> {
      const { items, ...counts } = await readCountedPage(
        query,
        () => table().count({ where }),
        (window) => table().findMany({ where, orderBy: order, ...window, select }),
      );
      return { items: answer(items, null), ...counts };
    },
  };
}

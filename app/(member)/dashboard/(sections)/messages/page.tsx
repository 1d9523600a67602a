import { requireMember, type SearchParams } from "@/app/(member)/dashboard/guard";
import { ThreadList } from "@/components/conversations/thread-list";
import { listThreads } from "@/lib/conversations/queries";
import { one } from "@/lib/site/query";

/** Messages (?after: the cursor of an older page): the member's conversations, newest activity first. */
export default async function MessagesPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const user = await requireMember("/dashboard/messages", params);
  const after = one(params.after);
  return <ThreadList list={await listThreads(user.id, after)} firstPage={!after} />;
}

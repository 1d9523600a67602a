import { requireMember, type SearchParams } from "@/app/[locale]/(member)/dashboard/guard";
import { ThreadList } from "@/components/conversations/thread-list";
import { listThreads } from "@/lib/conversations/queries";
import { one } from "@/lib/site/query";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

/** Messages (?after: the cursor of an older page): the member's conversations, newest activity first. */
export default async function MessagesPage({ params: route, searchParams }: LocaleParams & { searchParams: SearchParams }) {
  await pageLocale(route);
  const params = await searchParams;
  const user = await requireMember("/dashboard/messages", params);
  const after = one(params.after);
  return <ThreadList list={await listThreads(user.id, after)} firstPage={!after} />;
}

import { Inbox } from "lucide-react";
import type { ContactMessagesPage } from "../../../domain/analytics/admin-mail";
import { type CardQuery, PagedListCard } from "./list-card";
import { dateTimeFormat } from "./mail-format";
import { ADMIN_TEXTS } from "./texts";

const TEXTS = ADMIN_TEXTS.contactMessages;

/** Messages sent through /contact, newest first, a page at a time: who wrote, when, the subject and the message. */
export function ContactMessagesCard({
  query,
  page,
  onPage,
}: {
  query: CardQuery<ContactMessagesPage>;
  page: number;
  onPage: (page: number) => void;
}) {
  return (
    <PagedListCard
      id="contact-messages-title"
      icon={<Inbox className="size-5 text-ember-700" aria-hidden="true" />}
      texts={TEXTS}
      query={query}
      page={page}
      onPage={onPage}
    >
      {query.data?.messages.map((message) => (
        <li key={message.id} className="grid min-w-0 gap-1 border-t border-stone-200 py-3 first:border-t-0 first:pt-0">
          <h3 className="font-semibold break-words text-stone-900">{message.subject}</h3>
          <p className="text-sm break-words text-stone-700">
            <span className="font-medium">{TEXTS.from}:</span> {message.name}{" "}
            <a href={`mailto:${message.email}`} className="break-all text-ember-800 underline underline-offset-2">
              {message.email}
            </a>
          </p>
          <p className="text-sm text-stone-600">
            <span className="font-medium">{TEXTS.received}:</span>{" "}
            <time dateTime={message.createdAt}>{dateTimeFormat.format(new Date(message.createdAt))}</time>
          </p>
          <p className="text-sm whitespace-pre-wrap break-words text-stone-800">{message.message}</p>
        </li>
      ))}
    </PagedListCard>
  );
}

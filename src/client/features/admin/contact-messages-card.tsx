import { Inbox } from "lucide-react";
import type { ContactMessagesPage } from "../../../domain/analytics/admin-mail";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { dateTimeFormat } from "./mail-format";
import { Pager, pageCount } from "./pager";
import { ADMIN_TEXTS } from "./texts";

const TEXTS = ADMIN_TEXTS.contactMessages;

/** Messages sent through /contact, newest first, a page at a time: who wrote, when, the subject and the message. */
export function ContactMessagesCard({
  data,
  page,
  pending,
  failed,
  fetching,
  onPage,
}: {
  data: ContactMessagesPage | undefined;
  page: number;
  pending: boolean;
  failed: boolean;
  fetching: boolean;
  onPage: (page: number) => void;
}) {
  return (
    <section aria-labelledby="contact-messages-title">
      <Card className="grid gap-4 p-4 sm:p-6">
        <div className="grid gap-1">
          <h2 id="contact-messages-title" className="flex items-center gap-2 text-lg font-semibold text-stone-900">
            <Inbox className="size-5 text-ember-700" aria-hidden="true" />
            {TEXTS.title}
          </h2>
          <p className="text-sm text-stone-600">{TEXTS.intro}</p>
        </div>
        {data ? (
          data.messages.length === 0 && data.total === 0 ? (
            <p className="text-sm text-stone-600">{TEXTS.none}</p>
          ) : (
            <>
              <ul className="grid" aria-busy={fetching}>
                {data.messages.map((message) => (
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
              </ul>
              <Pager
                label={TEXTS.navigation}
                page={page}
                pages={pageCount(data.total, data.pageSize)}
                loading={fetching && data.page !== page}
                onPage={onPage}
              />
            </>
          )
        ) : pending ? (
          <Spinner label={ADMIN_TEXTS.loading} showLabel className="justify-self-start" />
        ) : null}
        {failed ? (
          <p role="alert" className="text-sm text-stone-800">
            {TEXTS.failed}
          </p>
        ) : null}
      </Card>
    </section>
  );
}

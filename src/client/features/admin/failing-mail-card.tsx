import { MailWarning } from "lucide-react";
import type { FailingMail } from "../../../domain/analytics/dashboard";
import { type CardQuery, ListCard } from "./list-card";
import { dateTimeFormat } from "./mail-format";
import { ADMIN_TEXTS } from "./texts";

const TEXTS = ADMIN_TEXTS.failingMail;

/** Mail the worker keeps failing to deliver: address, subject, attempts, last error and the next try. */
export function FailingMailCard({ query }: { query: Pick<CardQuery<FailingMail>, "data" | "isPending" | "isError"> }) {
  const data = query.data;
  return (
    <ListCard
      id="failing-mail-title"
      icon={<MailWarning className="size-5 text-ember-700" aria-hidden="true" />}
      title={TEXTS.title}
      failedText={TEXTS.failed}
      query={query}
    >
      {data?.mails.length === 0 ? (
        <p className="text-sm text-stone-600">{TEXTS.none}</p>
      ) : data ? (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{TEXTS.caption}</caption>
            <thead className="text-stone-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {TEXTS.to}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {TEXTS.subject}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {TEXTS.attempts}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {TEXTS.lastError}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {TEXTS.nextTry}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.mails.map((mail) => (
                <tr key={mail.id} className="border-t border-stone-200 align-top">
                  <td className="py-2 pr-3 break-all">{mail.to}</td>
                  <td className="py-2 pr-3">{mail.subject}</td>
                  <td className="py-2 pr-3 tabular-nums">{mail.attempts}</td>
                  <td className="py-2 pr-3 break-words text-stone-700">{mail.lastError ?? ""}</td>
                  <td className="py-2 whitespace-nowrap">
                    {mail.nextAttemptAt ? dateTimeFormat.format(new Date(mail.nextAttemptAt)) : TEXTS.givenUp}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </ListCard>
  );
}

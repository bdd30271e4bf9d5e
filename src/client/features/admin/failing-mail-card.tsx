import { MailWarning } from "lucide-react";
import type { FailingMail } from "../../../domain/analytics/dashboard";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { ADMIN_TEXTS } from "./texts";

const TEXTS = ADMIN_TEXTS.failingMail;
const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** Mail the worker keeps failing to deliver: address, subject, attempts, last error and the next try. */
export function FailingMailCard({
  data,
  pending,
  failed,
}: {
  data: FailingMail | undefined;
  pending: boolean;
  failed: boolean;
}) {
  return (
    <section aria-labelledby="failing-mail-title">
      <Card className="grid gap-4 p-4 sm:p-6">
        <h2 id="failing-mail-title" className="flex items-center gap-2 text-lg font-semibold text-stone-900">
          <MailWarning className="size-5 text-ember-700" aria-hidden="true" />
          {TEXTS.title}
        </h2>
        {data ? (
          data.mails.length === 0 ? (
            <p className="text-sm text-stone-600">{TEXTS.none}</p>
          ) : (
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
                        {mail.nextAttemptAt ? when.format(new Date(mail.nextAttemptAt)) : TEXTS.givenUp}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
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

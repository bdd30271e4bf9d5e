import { MailWarning } from "lucide-react";
import type { FailingMail } from "../../../domain/analytics/dashboard";
import { type CardQuery, ListCard } from "./list-card";
import { Field, LastError, When } from "./mail-fields";
import { ADMIN_TEXTS } from "./texts";

const TEXTS = ADMIN_TEXTS.failingMail;

/**
 * Mail the worker keeps failing to deliver: subject, address, attempts, the next try (or that it was given up)
 * and the last error, one row of labelled values per mail as in the outbox, so a phone reads it without
 * scrolling sideways.
 */
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
        <ul aria-label={TEXTS.caption} className="grid min-w-0 gap-0">
          {data.mails.map((mail) => (
            <li key={mail.id} className="grid min-w-0 gap-2 border-t border-stone-200 py-3 first:border-t-0 first:pt-0">
              <h3 className="min-w-0 font-semibold break-words text-stone-900">{mail.subject}</h3>
              <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
                <Field label={TEXTS.to}>
                  <span className="break-all">{mail.to}</span>
                </Field>
                <Field label={TEXTS.attempts}>
                  <span className="tabular-nums">{mail.attempts}</span>
                </Field>
                <Field label={TEXTS.nextTry}>{mail.nextAttemptAt ? <When iso={mail.nextAttemptAt} /> : TEXTS.givenUp}</Field>
                <LastError label={TEXTS.lastError} error={mail.lastError} />
              </dl>
            </li>
          ))}
        </ul>
      ) : null}
    </ListCard>
  );
}

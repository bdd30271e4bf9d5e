import { Mail } from "lucide-react";
import type { MailStatus, OutboxMailRecord, OutboxPage } from "../../../domain/analytics/admin-mail";
import { cn } from "../../components/ui/cn";
import { type CardQuery, PagedListCard } from "./list-card";
import { Field, LastError, When } from "./mail-fields";
import { ADMIN_TEXTS } from "./texts";

const TEXTS = ADMIN_TEXTS.outbox;

/** Each status its own colour and word (the word carries it; the colour only helps), all above 4.5:1. */
const STATUS_CLASSES: Record<MailStatus, string> = {
  sent: "border-emerald-200 bg-emerald-50 text-emerald-900",
  queued: "border-stone-300 bg-stone-50 text-stone-800",
  retrying: "border-amber-300 bg-amber-50 text-amber-900",
  failed: "border-red-300 bg-red-50 text-red-900",
  kept: "border-sky-200 bg-sky-50 text-sky-900",
};

function MailRow({ mail }: { mail: OutboxMailRecord }) {
  return (
    <li className="grid min-w-0 gap-2 border-t border-stone-200 py-3 first:border-t-0 first:pt-0">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold break-words text-stone-900">{mail.subject}</h3>
        <p className={cn("shrink-0 rounded-full border px-2.5 py-0.5 text-xs font-semibold", STATUS_CLASSES[mail.status])}>
          <span className="sr-only">{TEXTS.status}: </span>
          {TEXTS.statuses[mail.status]}
        </p>
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <Field label={TEXTS.to}>
          <span className="break-all">{mail.to}</span>
        </Field>
        <Field label={TEXTS.kind}>{TEXTS.kinds[mail.kind]}</Field>
        <Field label={TEXTS.created}>
          <When iso={mail.createdAt} />
        </Field>
        <Field label={TEXTS.attempts}>
          <span className="tabular-nums">{mail.attempts}</span>
        </Field>
        {mail.sentAt ? (
          <Field label={TEXTS.sent}>
            <When iso={mail.sentAt} />
          </Field>
        ) : null}
        {mail.failedAt ? (
          <Field label={TEXTS.failedAt}>
            <When iso={mail.failedAt} />
          </Field>
        ) : null}
        {mail.nextAttemptAt ? (
          <Field label={TEXTS.nextTry}>
            <When iso={mail.nextAttemptAt} />
          </Field>
        ) : null}
        <LastError label={TEXTS.lastError} error={mail.lastError} />
      </dl>
      {mail.status === "kept" ? <p className="text-xs text-stone-600">{TEXTS.keptNote}</p> : null}
    </li>
  );
}

/**
 * The outbox, newest first, a page at a time: each mail's subject, recipient, kind, status, attempts, last
 * error and times. Never its content: a reset mail holds a link that opens someone's account.
 */
export function MailOutboxCard({ query, page, onPage }: { query: CardQuery<OutboxPage>; page: number; onPage: (page: number) => void }) {
  return (
    <PagedListCard
      id="mail-outbox-title"
      icon={<Mail className="size-5 text-ember-700" aria-hidden="true" />}
      texts={TEXTS}
      query={query}
      page={page}
      onPage={onPage}
    >
      {query.data?.mails.map((mail) => (
        <MailRow key={mail.id} mail={mail} />
      ))}
    </PagedListCard>
  );
}

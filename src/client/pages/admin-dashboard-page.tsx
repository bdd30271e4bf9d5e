import { ArrowLeft, FileDown, LoaderCircle, RefreshCw } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Link, useLocation } from "wouter";
import { dateRangeQuerySchema } from "../../domain/analytics/dashboard";
import { paths } from "../app/site";
import { usePageTitle } from "../app/use-page-title";
import { PageLoading } from "../components/layout/page-section";
import { Button, buttonClasses } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { Spinner } from "../components/ui/spinner";
import {
  type DateRange,
  exportDownloadsCsv,
  useBotStats,
  useContactMessages,
  useDownloadStats,
  useFailingMail,
  useFunnel,
  useMailOutbox,
} from "../features/admin/api";
import { BotStatsCard } from "../features/admin/bot-stats-card";
import { ContactMessagesCard } from "../features/admin/contact-messages-card";
import { type DateInputs, DateRangeFilter, FROM_INPUT_ID } from "../features/admin/date-range-filter";
import { DownloadTotals, ProjectDownloads, RecentDownloads } from "../features/admin/download-figures";
import { DownloadsPerDay } from "../features/admin/downloads-per-day";
import { FailingMailCard } from "../features/admin/failing-mail-card";
import { FunnelCard } from "../features/admin/funnel-card";
import { MailOutboxCard } from "../features/admin/mail-outbox-card";
import { PricingEditor } from "../features/admin/pricing-editor";
import { ADMIN_TEXTS } from "../features/admin/texts";
import { useAuth } from "../features/auth/api";
import { fieldErrorsFromZod } from "../lib/form-errors";

/** "15:04:05": when the figures on screen were read. */
const updatedFormat = new Intl.DateTimeFormat("en-US", {
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** The typed dates as a query range, or the complaints per field when To comes before From. */
function checkRange(inputs: DateInputs) {
  const parsed = dateRangeQuerySchema.safeParse({ from: inputs.from || undefined, to: inputs.to || undefined });
  return parsed.success
    ? { range: parsed.data, errors: {} }
    : { range: null, errors: fieldErrorsFromZod(parsed.error) };
}

/** The figures and tools; its queries run only for an administrator (docs/product/accounts-and-commerce.md). */
function Dashboard({ isAdmin }: { isAdmin: boolean }) {
  const [inputs, setInputs] = useState<DateInputs>({ from: "", to: "" });
  // the range the figures are for: the last one typed that makes sense
  const [range, setRange] = useState<DateRange>({});
  const [exporting, setExporting] = useState(false);
  const checked = useMemo(() => checkRange(inputs), [inputs]);

  const stats = useDownloadStats(range, isAdmin);
  const bot = useBotStats(isAdmin);
  const funnel = useFunnel(range, isAdmin);
  const failingMail = useFailingMail(isAdmin);
  const [messagesPage, setMessagesPage] = useState(1);
  const [outboxPage, setOutboxPage] = useState(1);
  const messages = useContactMessages(messagesPage, isAdmin);
  const outbox = useMailOutbox(outboxPage, isAdmin);

  function changeDates(next: DateInputs) {
    setInputs(next);
    const result = checkRange(next);
    if (result.range) setRange(result.range);
  }

  function clearDates() {
    changeDates({ from: "", to: "" });
    // the Clear button goes away; the first date field is where the keyboard continues
    requestAnimationFrame(() => document.getElementById(FROM_INPUT_ID)?.focus());
  }

  async function exportCsv() {
    if (exporting) return;
    setExporting(true);
    try {
      await exportDownloadsCsv(range);
    } catch (error) {
      // docs/product/accounts-and-commerce.md: "CSV export failure is only logged"
      console.warn("[admin] CSV export failed", error);
    } finally {
      setExporting(false);
    }
  }

  const data = stats.data;
  const refreshing = (stats.isFetching && !stats.isPending) || bot.isFetching;
  // the figures on screen must be those of the range the file would hold
  const canExport = !!data && data.totalDownloads > 0 && checked.range !== null && !stats.isPlaceholderData;

  return (
    <div className="grid gap-6">
      <Card className="flex flex-wrap items-end justify-between gap-4 p-4 sm:p-6">
        <DateRangeFilter value={inputs} errors={checked.errors} onChange={changeDates} onClear={clearDates} />
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          {stats.dataUpdatedAt > 0 ? (
            <p className="text-sm text-stone-600">
              {ADMIN_TEXTS.updatedAt}{" "}
              <time dateTime={new Date(stats.dataUpdatedAt).toISOString()} className="tabular-nums">
                {updatedFormat.format(stats.dataUpdatedAt)}
              </time>
            </p>
          ) : null}
          <Button disabled={!canExport || exporting} onClick={exportCsv}>
            {exporting ? (
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            ) : (
              <FileDown className="size-4" aria-hidden="true" />
            )}
            {exporting ? ADMIN_TEXTS.exporting : ADMIN_TEXTS.exportCsv}
          </Button>
        </div>
      </Card>

      {stats.isError ? (
        <Card className="grid justify-items-start gap-3 border-red-200 bg-red-50 p-4 sm:p-6">
          <p role="alert" className="font-semibold text-red-900">
            {ADMIN_TEXTS.statsError}
          </p>
          <Button variant="secondary" size="sm" disabled={stats.isFetching} onClick={() => void stats.refetch()}>
            {stats.isFetching ? (
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            ) : (
              <RefreshCw className="size-4" aria-hidden="true" />
            )}
            {ADMIN_TEXTS.retry}
          </Button>
        </Card>
      ) : null}

      <BotStatsCard stats={bot.data} pending={bot.isPending} failed={bot.isError} />

      {data ? (
        <div className="grid gap-6" aria-busy={stats.isFetching}>
          <DownloadTotals
            stats={data}
            refreshing={refreshing}
            onRefresh={() => {
              void stats.refetch();
              void bot.refetch();
            }}
          />
          <div className="grid gap-6 lg:grid-cols-2">
            <ProjectDownloads byProject={data.byProject} />
            <DownloadsPerDay byDay={data.byDay} />
          </div>
          <RecentDownloads downloads={data.recentDownloads} byProject={data.byProject} />
        </div>
      ) : stats.isPending ? (
        <Card className="flex justify-center p-8">
          <Spinner size="lg" label={ADMIN_TEXTS.loadingStats} showLabel />
        </Card>
      ) : null}

      <FunnelCard
        funnel={funnel.data}
        pending={funnel.isPending}
        failed={funnel.isError}
        fetching={funnel.isFetching}
        onRetry={() => void funnel.refetch()}
      />

      <FailingMailCard query={failingMail} />

      <ContactMessagesCard query={messages} page={messagesPage} onPage={setMessagesPage} />

      <MailOutboxCard query={outbox} page={outboxPage} onPage={setOutboxPage} />

      <PricingEditor />
    </div>
  );
}

/** /admin/dashboard: download analytics, bot-detection figures, exports, the funnel, mail, contact messages and the tier prices. */
export function AdminDashboardPage() {
  usePageTitle(ADMIN_TEXTS.title);
  const { user } = useAuth();
  const [, navigate] = useLocation();
  const isAdmin = user?.isAdmin === true;
  const known = user !== undefined;

  useEffect(() => {
    if (known && !isAdmin) navigate(paths.home, { replace: true });
  }, [known, isAdmin, navigate]);

  if (!isAdmin) {
    // while the account is not known yet, and for the moment a redirect takes
    return (
      <section aria-labelledby="page-heading" className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6">
        <h1 id="page-heading" className="sr-only">
          {ADMIN_TEXTS.title}
        </h1>
        <PageLoading label={ADMIN_TEXTS.loading} />
      </section>
    );
  }

  return (
    <section aria-labelledby="page-heading" className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div className="grid min-w-0 gap-2">
          <h1 id="page-heading" className="text-3xl font-bold tracking-tight text-balance text-stone-900 sm:text-4xl">
            {ADMIN_TEXTS.title}
          </h1>
          <p className="text-lg text-stone-600">{ADMIN_TEXTS.subtitle}</p>
        </div>
        <Link href={paths.home} className={buttonClasses({ variant: "secondary" })}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          {ADMIN_TEXTS.backToHome}
        </Link>
      </header>
      <Dashboard isAdmin={isAdmin} />
    </section>
  );
}

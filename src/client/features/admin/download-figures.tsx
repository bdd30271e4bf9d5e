import { Download, FileSpreadsheet, FileText, Globe, LoaderCircle, RefreshCw } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { type DownloadRecord, type DownloadStats, RECENT_DOWNLOADS_MAX } from "../../../domain/analytics/dashboard";
import { formatShapeName } from "../../../domain/projects/projects";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { toast } from "../../components/ui/use-toast";
import { downloadBudgetCsv } from "./api";
import { ADMIN_TEXTS } from "./texts";

const count = new Intl.NumberFormat("en-US");

/** "Nov 24, 2026, 3:05:12 PM" in the administrator's own time zone. */
const downloadTimeFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "medium" });

export function formatDownloadTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : downloadTimeFormat.format(date);
}

function StatTile({
  title,
  value,
  icon,
  action,
}: {
  title: string;
  value: number;
  icon: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section>
      <Card className="grid h-full content-start gap-2 p-4 sm:p-5">
        <div className="flex items-center justify-between gap-2">
          <h2 className="flex items-center gap-2 text-sm font-semibold text-stone-700">
            {icon}
            {title}
          </h2>
          {action}
        </div>
        <p className="text-3xl font-bold text-stone-900 tabular-nums">{count.format(value)}</p>
      </Card>
    </section>
  );
}

/** Total, PDF and HTML downloads of the period; Refresh reads the figures again at once. */
export function DownloadTotals({
  stats,
  refreshing,
  onRefresh,
}: {
  stats: DownloadStats;
  refreshing: boolean;
  onRefresh(): void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <StatTile
        title={ADMIN_TEXTS.totalDownloads}
        value={stats.totalDownloads}
        icon={<Download className="size-4 text-ember-700" aria-hidden="true" />}
        action={
          <Button
            variant="ghost"
            size="sm"
            aria-busy={refreshing}
            onClick={() => {
              if (!refreshing) onRefresh();
            }}
          >
            <RefreshCw className={refreshing ? "size-4 animate-spin" : "size-4"} aria-hidden="true" />
            {ADMIN_TEXTS.refresh}
          </Button>
        }
      />
      <StatTile
        title={ADMIN_TEXTS.pdfDownloads}
        value={stats.pdfDownloads}
        icon={<FileText className="size-4 text-ember-700" aria-hidden="true" />}
      />
      <StatTile
        title={ADMIN_TEXTS.htmlDownloads}
        value={stats.htmlDownloads}
        icon={<Globe className="size-4 text-ember-700" aria-hidden="true" />}
      />
    </div>
  );
}

type ProjectRow = DownloadStats["byProject"][string] & { id: number };

/** Most downloaded first; the newer project first among equals. */
export function projectRows(byProject: DownloadStats["byProject"]): ProjectRow[] {
  return Object.entries(byProject)
    .map(([id, figures]) => ({ ...figures, id: Number(id) }))
    .filter((row) => Number.isInteger(row.id))
    .sort((a, b) => b.total - a.total || b.id - a.id);
}

function ProjectItem({ project }: { project: ProjectRow }) {
  const [busy, setBusy] = useState(false);
  const id = useId();
  const headingId = `${id}-name`;
  const buttonId = `${id}-excel`;

  async function download() {
    if (busy) return;
    setBusy(true);
    try {
      await downloadBudgetCsv(project.id);
      toast({ title: ADMIN_TEXTS.excelDownloaded(project.id) });
    } catch {
      toast({ title: "Error", description: ADMIN_TEXTS.excelFailed, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <article aria-labelledby={headingId} className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id={headingId} className="min-w-0 font-semibold break-words text-stone-900">
          {project.projectName}
        </h3>
        <span className="text-sm text-stone-600 tabular-nums">#{project.id}</span>
      </div>
      <dl className="grid grid-cols-3 gap-x-4 gap-y-2 text-sm sm:grid-cols-6">
        <div className="col-span-3 grid min-w-0 content-start gap-0.5 sm:col-span-2">
          <dt className="text-stone-500">{ADMIN_TEXTS.byProject.owner}</dt>
          <dd className="text-stone-900 wrap-anywhere">{project.ownerEmail ?? ADMIN_TEXTS.recent.unknown}</dd>
        </div>
        <div className="col-span-3 grid content-start gap-0.5 sm:col-span-1">
          <dt className="text-stone-500">{ADMIN_TEXTS.byProject.shape}</dt>
          <dd className="text-stone-900">{formatShapeName(project.shape)}</dd>
        </div>
        {(
          [
            [ADMIN_TEXTS.byProject.pdf, project.pdf],
            [ADMIN_TEXTS.byProject.html, project.html],
            [ADMIN_TEXTS.byProject.total, project.total],
          ] as const
        ).map(([term, value]) => (
          <div key={term} className="grid content-start gap-0.5">
            <dt className="text-stone-500">{term}</dt>
            <dd className="font-semibold text-stone-900 tabular-nums">{count.format(value)}</dd>
          </div>
        ))}
      </dl>
      <div>
        <Button
          id={buttonId}
          aria-labelledby={`${buttonId} ${headingId}`}
          variant="secondary"
          size="sm"
          disabled={busy}
          onClick={download}
        >
          {busy ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <FileSpreadsheet className="size-4" aria-hidden="true" />
          )}
          {busy ? ADMIN_TEXTS.byProject.downloading : ADMIN_TEXTS.byProject.downloadExcel}
        </Button>
      </div>
    </article>
  );
}

/** Each project with downloads in the period, its counts and its budget as a spreadsheet. */
export function ProjectDownloads({ byProject }: { byProject: DownloadStats["byProject"] }) {
  const headingId = useId();
  const rows = projectRows(byProject);
  return (
    <section className="min-w-0">
      <Card className="grid h-full content-start gap-4 p-4 sm:p-6">
        <h2 id={headingId} className="text-lg font-semibold text-stone-900">
          {ADMIN_TEXTS.byProject.title}
        </h2>
        {rows.length === 0 ? (
          <p className="text-stone-600">{ADMIN_TEXTS.byProject.empty}</p>
        ) : (
          <ul className="grid divide-y divide-stone-200" aria-labelledby={headingId}>
            {rows.map((project) => (
              <li key={project.id} className="py-4 first:pt-0 last:pb-0">
                <ProjectItem project={project} />
              </li>
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}

const cell = "px-3 py-2.5 whitespace-nowrap";

/** The latest downloads, newest first (docs/product/accounts-and-commerce.md: at most 20 rows). */
export function RecentDownloads({
  downloads,
  byProject,
}: {
  downloads: readonly DownloadRecord[];
  byProject: DownloadStats["byProject"];
}) {
  const rows = downloads.slice(0, RECENT_DOWNLOADS_MAX);
  const { columns } = ADMIN_TEXTS.recent;
  return (
    <section className="min-w-0">
      <Card className="grid h-full min-w-0 content-start gap-4 p-4 sm:p-6">
        <h2 className="text-lg font-semibold text-stone-900">
          {ADMIN_TEXTS.recent.title}
        </h2>
        {rows.length === 0 ? (
          <p className="text-stone-600">{ADMIN_TEXTS.recent.empty}</p>
        ) : (
          // On a phone the table keeps its columns and scrolls sideways inside this region, which takes
          // focus so the keyboard can scroll it too.
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
          <section aria-label={ADMIN_TEXTS.recent.title} tabIndex={0} className="-mx-4 overflow-x-auto sm:mx-0">
            <table className="w-full min-w-[40rem] text-left text-sm">
              <thead className="border-b border-stone-200 text-stone-600">
                <tr>
                  <th scope="col" className={`${cell} font-semibold`}>
                    {columns.time}
                  </th>
                  <th scope="col" className={`${cell} font-semibold`}>
                    {columns.user}
                  </th>
                  <th scope="col" className={`${cell} font-semibold`}>
                    {columns.project}
                  </th>
                  <th scope="col" className={`${cell} font-semibold`}>
                    {columns.type}
                  </th>
                  <th scope="col" className={`${cell} font-semibold`}>
                    {columns.ip}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100 text-stone-800">
                {rows.map((download) => {
                  const projectName = byProject[String(download.projectId)]?.projectName;
                  return (
                    <tr key={download.id}>
                      <td className={cell}>
                        <time dateTime={download.createdAt}>{formatDownloadTime(download.createdAt)}</time>
                      </td>
                      <td className={cell}>
                        {download.userEmail ??
                          (download.userId === null ? ADMIN_TEXTS.recent.unknown : `User #${download.userId}`)}
                      </td>
                      <td className={cell}>
                        <span className="tabular-nums">#{download.projectId}</span>
                        {projectName ? <span className="text-stone-600"> {projectName}</span> : null}
                      </td>
                      <td className={cell}>{download.documentType.toUpperCase()}</td>
                      <td className={`${cell} tabular-nums`}>{download.ipAddress ?? ADMIN_TEXTS.recent.unknown}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
        )}
      </Card>
    </section>
  );
}

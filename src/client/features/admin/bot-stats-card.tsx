import { ShieldAlert } from "lucide-react";
import type { BotStats } from "../../../domain/analytics/dashboard";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { ADMIN_TEXTS } from "./texts";

const count = new Intl.NumberFormat("en-US");

const FIGURES: ReadonlyArray<{ key: keyof BotStats; label: string }> = [
  { key: "activeLoginAttempts", label: ADMIN_TEXTS.bot.activeLoginAttempts },
  { key: "blockedIPs", label: ADMIN_TEXTS.bot.blockedIPs },
  { key: "suspiciousActivity", label: ADMIN_TEXTS.bot.suspiciousActivity },
  { key: "activeSessions", label: ADMIN_TEXTS.bot.activeSessions },
];

export function BotStatsCard({ stats, pending, failed }: { stats: BotStats | undefined; pending: boolean; failed: boolean }) {
  return (
    <section>
      <Card className="grid gap-4 p-4 sm:p-6">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-stone-900">
          <ShieldAlert className="size-5 text-ember-700" aria-hidden="true" />
          {ADMIN_TEXTS.bot.title}
        </h2>
        {stats ? (
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {FIGURES.map(({ key, label }) => (
              <div key={key} className="grid content-start gap-1 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200 ring-inset">
                <dt className="text-sm text-stone-600">{label}</dt>
                <dd className="text-2xl font-bold text-stone-900 tabular-nums">{count.format(stats[key])}</dd>
              </div>
            ))}
          </dl>
        ) : pending ? (
          <Spinner label={ADMIN_TEXTS.loading} showLabel className="justify-self-start" />
        ) : null}
        {failed ? (
          <p role="alert" className="text-sm text-stone-800">
            {ADMIN_TEXTS.bot.failed}
          </p>
        ) : null}
      </Card>
    </section>
  );
}

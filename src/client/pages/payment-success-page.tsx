import { useQuery } from "@tanstack/react-query";
import { CircleAlert, CircleCheck, Clock, LoaderCircle, LogIn, Mail, RefreshCw, ShieldCheck } from "lucide-react";
import { type ReactNode, useEffect, useRef, } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { purchaseNextSteps } from "../../domain/commerce/after-purchase";
import { type PaymentVerification, tierName } from "../../domain/commerce/tiers";
import { formatUsd } from "../../domain/common/format";
import { formatShapeName } from "../../domain/projects/projects";
import { ApiError } from "../app/query-client";
import { paths } from "../app/site";
import { usePageTitle } from "../app/use-page-title";
import { PageLoading, PageSection } from "../components/layout/page-section";
import { Button, buttonClasses } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { NumberedSteps } from "../components/ui/numbered-steps";
import { trackEvent } from "../lib/analytics/track-event";
import { VERIFY_PAYMENT_URL, verifyPayment } from "../features/checkout/api";
import { SowDownloadButtons } from "../features/documents/sow-downloads";
import { ProjectCallError, useProject } from "../features/projects/api";

export const PAYMENT_TEXTS = {
  verifying: "Verifying your payment...",
  paidTitle: "Payment Successful!",
  thanks: "Thank you for your purchase",
  documentsTitle: "Your Documents are Ready!",
  emailSent: "A confirmation email has been sent to your registered email address.",
  securedBy:
    "Your payment was processed securely by our card payment provider. Card numbers are never stored on our servers.",
  notConfirmedTitle: "Payment not confirmed yet",
  failedTitle: "We couldn't verify your payment",
  loginTitle: "Log in to see your order",
} as const;

/** Remembers, for this browser tab, which orders were already counted, so a reload does not count twice. */
const TRACKED_KEY = "okp:payment-tracked";

function alreadyTracked(orderId: number): boolean {
  try {
    const seen = (sessionStorage.getItem(TRACKED_KEY) ?? "").split(",");
    if (seen.includes(String(orderId))) return true;
    sessionStorage.setItem(TRACKED_KEY, [...seen.filter(Boolean), orderId].join(","));
  } catch {
    // storage refused (private mode): count it
  }
  return false;
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-x-4 py-2">
      <dt className="min-w-0 text-stone-600">{term}</dt>
      <dd className="text-right font-semibold text-stone-900 tabular-nums">{children}</dd>
    </div>
  );
}

/** What happens next for the tier bought: the same steps as the confirmation e-mail. */
function NextSteps({ verification }: { verification: PaymentVerification }) {
  return (
    <section aria-labelledby="next-steps-heading" className="grid gap-3">
      <h2 id="next-steps-heading" className="text-xl font-semibold text-stone-900">
        What happens next
      </h2>
      <NumberedSteps
        steps={purchaseNextSteps(verification.serviceTier, verification.rushFee).map((step) => ({
          title: step.title,
          body: step.text,
        }))}
      />
    </section>
  );
}

function Paid({ verification }: { verification: PaymentVerification }) {
  // The page shows "the latest project" (docs/product/accounts-and-commerce.md section 2.10); right after paying that is the project just bought for. The
  // order names it exactly, so the summary and the documents are always those of the paid project.
  const projectQuery = useProject(verification.projectId);
  const project = projectQuery.data ?? null;
  const tracked = useRef(false);

  useEffect(() => {
    if (tracked.current) return;
    tracked.current = true;
    if (alreadyTracked(verification.orderId)) return;
    trackEvent("payment_completed", {
      value: verification.amount,
      currency: "USD",
      serviceTier: verification.serviceTier,
    });
  }, [verification]);

  let projectNote: ReactNode = null;
  const missing = projectQuery.error instanceof ProjectCallError && projectQuery.error.status === 404;
  if (projectQuery.isPending) projectNote = "Loading your project...";
  else if (missing) projectNote = "We couldn't find a saved project for your documents.";
  else if (projectQuery.isError) projectNote = "We couldn't load your project. Reload the page to try again.";

  return (
    <div className="grid gap-6">
      <Card className="grid gap-6 p-5 sm:p-8">
        <section aria-labelledby="documents-heading" className="grid gap-4">
          <h2 id="documents-heading" className="text-xl font-semibold text-stone-900">
            {PAYMENT_TEXTS.documentsTitle}
          </h2>
          <dl className="divide-y divide-stone-200 border-y border-stone-200">
            {project ? (
              <>
                <Row term="Shape">{formatShapeName(project.shape)}</Row>
                <Row term="Total budget">{formatUsd(project.total)}</Row>
              </>
            ) : null}
            <Row term="Service tier">{tierName(verification.serviceTier)}</Row>
            {verification.rushFee ? <Row term="Rush delivery">Included</Row> : null}
            <Row term="Amount paid">{formatUsd(verification.amount)}</Row>
          </dl>
          {projectNote ? (
            <p role="status" className="text-sm text-stone-600">
              {projectNote}
            </p>
          ) : null}
          <SowDownloadButtons projectId={project?.id} budgetTotal={project?.total} />
        </section>
        <NextSteps verification={verification} />
        <div className="grid gap-3 text-sm text-stone-700">
          <p className="flex items-start gap-2">
            <Mail className="mt-0.5 size-4 shrink-0 text-ember-700" aria-hidden="true" />
            {PAYMENT_TEXTS.emailSent}
          </p>
          <p className="flex items-start gap-2">
            <ShieldCheck className="mt-0.5 size-4 shrink-0 text-ember-700" aria-hidden="true" />
            {PAYMENT_TEXTS.securedBy}
          </p>
        </div>
      </Card>
      <div className="flex flex-wrap gap-3">
        <Link href={paths.projects} className={buttonClasses({ variant: "secondary" })}>
          My projects
        </Link>
      </div>
    </div>
  );
}

function NotConfirmed({
  verification,
  checking,
  onCheckAgain,
}: {
  verification: PaymentVerification;
  checking: boolean;
  onCheckAgain(): void;
}) {
  return (
    <Card className="grid justify-items-start gap-4 p-5 sm:p-8">
      <div className="flex items-start gap-2 text-stone-800">
        <Clock className="mt-0.5 size-5 shrink-0 text-ember-700" aria-hidden="true" />
        <div className="grid gap-1">
          <p className="font-semibold">{verification.message ?? "The payment has not been confirmed yet."}</p>
          <p>Some payment methods take a few moments to confirm. Check again shortly.</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button disabled={checking} onClick={onCheckAgain}>
          {checking ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <RefreshCw className="size-4" aria-hidden="true" />
          )}
          {checking ? "Checking..." : "Check again"}
        </Button>
        <Link href={paths.planner} className={buttonClasses({ variant: "secondary" })}>
          Back to the planner
        </Link>
      </div>
    </Card>
  );
}

function VerifyFailed({ message, retrying, onRetry }: { message: string | undefined; retrying: boolean; onRetry(): void }) {
  return (
    <Card className="grid justify-items-start gap-4 p-5 sm:p-8">
      <div role="alert" className="grid gap-2">
        <p className="flex items-start gap-2 font-semibold text-stone-900">
          <CircleAlert className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden="true" />
          Your payment could not be verified.
        </p>
        {message ? <p className="text-stone-800">{message}</p> : null}
      </div>
      <p className="text-stone-700">
        If you were charged, your order is safe. Find it under My projects, or contact us and we will sort it out.
      </p>
      <div className="flex flex-wrap gap-3">
        <Link href={paths.projects} className={buttonClasses()}>
          My projects
        </Link>
        <Link href={paths.contact} className={buttonClasses({ variant: "secondary" })}>
          Contact
        </Link>
        <Button variant="ghost" disabled={retrying} onClick={onRetry}>
          {retrying ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : null}
          Try again
        </Button>
      </div>
    </Card>
  );
}

function LoginNeeded() {
  const [location] = useLocation();
  const search = useSearch();
  const here = search ? `${location}?${search}` : location;
  return (
    <Card className="grid justify-items-start gap-4 p-5 sm:p-8">
      <p className="text-stone-800">Your order belongs to your account. Log in and you come straight back here.</p>
      <Link href={`${paths.login}?returnTo=${encodeURIComponent(here)}`} className={buttonClasses()}>
        <LogIn className="size-4" aria-hidden="true" />
        Log in
      </Link>
    </Card>
  );
}

function useVerification(sessionId: string) {
  return useQuery<PaymentVerification>({
    queryKey: [VERIFY_PAYMENT_URL, sessionId],
    queryFn: () => verifyPayment(sessionId),
    enabled: sessionId !== "",
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/** /payment-success?session_id=…: where the card payment provider (or the test checkout) sends the buyer back. */
export function PaymentSuccessPage() {
  const sessionId = new URLSearchParams(useSearch()).get("session_id")?.trim() ?? "";
  const [, navigate] = useLocation();
  const query = useVerification(sessionId);
  const unauthorized = query.error instanceof ApiError && query.error.status === 401;

  let title: string = PAYMENT_TEXTS.failedTitle;
  if (!sessionId) title = "Payment";
  else if (query.isPending) title = "Verifying payment";
  else if (unauthorized) title = PAYMENT_TEXTS.loginTitle;
  else if (query.isSuccess && query.data.success) title = PAYMENT_TEXTS.paidTitle;
  else if (query.isSuccess) title = PAYMENT_TEXTS.notConfirmedTitle;
  usePageTitle(title);

  useEffect(() => {
    if (!sessionId) navigate(paths.home, { replace: true });
  }, [sessionId, navigate]);

  if (!sessionId) {
    // shown only for the moment the redirect takes
    return (
      <PageSection title="Payment">
        <p className="text-stone-700">
          This page needs a payment session.{" "}
          <Link href={paths.home} className="font-semibold text-ember-700 underline underline-offset-2">
            Back to Home
          </Link>
        </p>
      </PageSection>
    );
  }

  if (query.isPending) {
    return (
      <section aria-labelledby="page-heading" className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6">
        <h1 id="page-heading" className="sr-only">
          Payment confirmation
        </h1>
        <PageLoading label={PAYMENT_TEXTS.verifying} />
      </section>
    );
  }

  if (query.isError) {
    if (unauthorized) {
      return (
        <PageSection title={PAYMENT_TEXTS.loginTitle}>
          <LoginNeeded />
        </PageSection>
      );
    }
    const message = query.error instanceof ApiError ? query.error.serverMessage : undefined;
    return (
      <PageSection title={PAYMENT_TEXTS.failedTitle}>
        <VerifyFailed message={message} retrying={query.isFetching} onRetry={() => void query.refetch()} />
      </PageSection>
    );
  }

  const verification = query.data;
  if (!verification.success) {
    return (
      <PageSection title={PAYMENT_TEXTS.notConfirmedTitle}>
        <NotConfirmed verification={verification} checking={query.isFetching} onCheckAgain={() => void query.refetch()} />
      </PageSection>
    );
  }

  return (
    <PageSection
      title={
        <span className="flex items-center gap-3">
          <CircleCheck className="size-9 shrink-0 text-emerald-600" aria-hidden="true" />
          {PAYMENT_TEXTS.paidTitle}
        </span>
      }
      intro={<p>{PAYMENT_TEXTS.thanks}</p>}
    >
      <Paid verification={verification} />
    </PageSection>
  );
}

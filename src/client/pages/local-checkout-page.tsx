import { useQuery } from "@tanstack/react-query";
import { CircleCheck, FlaskConical, LoaderCircle, LogIn, RefreshCw } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { CHECKOUT_MESSAGES, type TestCheckoutView, tierName } from "../../domain/commerce/tiers";
import { formatUsd } from "../../domain/common/format";
import { ApiError } from "../app/query-client";
import { paths } from "../app/site";
import { usePageTitle } from "../app/use-page-title";
import { PageLoading, PageSection } from "../components/layout/page-section";
import { Button, buttonClasses } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { cn } from "../components/ui/cn";
import { toast } from "../components/ui/use-toast";
import { pageNavigation } from "../features/auth/api";
import { fetchTestCheckout, finishTestCheckout, TEST_CHECKOUT_URL } from "../features/checkout/api";

export const TEST_CHECKOUT_TEXTS = {
  title: "Test checkout",
  banner: "Test payment — no card is charged",
  explanation:
    "This checkout stands in for the card payment provider on this installation. Paying here marks the order as paid without charging any card.",
  loading: "Loading the test checkout...",
  complete: "This test payment is complete.",
  expired: "This test checkout has expired or was cancelled.",
  notFound: "This checkout was not found.",
  missingSession: "This link does not name a test checkout.",
  loadFailed: "We couldn't load this checkout.",
} as const;

function TestBanner() {
  return (
    <div className="flex items-start gap-3 rounded-xl border-2 border-amber-400 bg-amber-50 p-4 text-amber-950">
      <FlaskConical className="mt-0.5 size-6 shrink-0 text-amber-700" aria-hidden="true" />
      <div className="grid gap-1">
        <p className="text-lg font-bold">{TEST_CHECKOUT_TEXTS.banner}</p>
        <p className="text-sm">{TEST_CHECKOUT_TEXTS.explanation}</p>
      </div>
    </div>
  );
}

function Message({ children, actions }: { children: ReactNode; actions: ReactNode }) {
  return (
    <Card className="grid justify-items-start gap-4 p-5 sm:p-8">
      <div className="text-stone-800">{children}</div>
      <div className="flex flex-wrap gap-3">{actions}</div>
    </Card>
  );
}

function ProjectsLink() {
  return (
    <Link href={paths.projects} className={buttonClasses({ variant: "secondary" })}>
      My projects
    </Link>
  );
}

function Row({ term, children, strong = false }: { term: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-x-4 py-2">
      <dt className={cn("min-w-0", strong ? "font-semibold text-stone-900" : "text-stone-600")}>{term}</dt>
      <dd className={cn("text-right tabular-nums", strong ? "text-lg font-bold text-stone-900" : "font-semibold text-stone-900")}>
        {children}
      </dd>
    </div>
  );
}

function Summary({ checkout }: { checkout: TestCheckoutView }) {
  return (
    <section aria-labelledby="order-heading" className="grid gap-3">
      <h2 id="order-heading" className="text-xl font-semibold text-stone-900">
        Your order
      </h2>
      <dl className="divide-y divide-stone-200 border-y border-stone-200">
        <Row term="Project">
          <span className="break-words">{checkout.projectName}</span>
        </Row>
        <Row term="Service tier">{tierName(checkout.serviceTier)}</Row>
        <Row term="Rush delivery">{checkout.rushFee ? "Included" : "Not included"}</Row>
      </dl>
      <h3 className="mt-2 text-sm font-semibold tracking-wide text-stone-600 uppercase">Items</h3>
      <dl className="divide-y divide-stone-200 border-y border-stone-200">
        {checkout.lineItems.map((item, index) => (
          <Row key={index} term={item.name}>
            {formatUsd(item.amount)}
          </Row>
        ))}
        <Row term="Total" strong>
          {formatUsd(checkout.amount)}
        </Row>
      </dl>
    </section>
  );
}

function OpenCheckout({ checkout }: { checkout: TestCheckoutView }) {
  const [busy, setBusy] = useState<"pay" | "cancel" | null>(null);

  async function finish(action: "pay" | "cancel") {
    if (busy) return;
    setBusy(action);
    try {
      const redirectUrl = await finishTestCheckout(checkout.sessionId, action);
      // the buttons stay disabled: the browser is leaving for the next page
      pageNavigation.assign(redirectUrl);
    } catch (error) {
      setBusy(null);
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      toast({ title: "Error", description: message ?? CHECKOUT_MESSAGES.failed, variant: "destructive" });
    }
  }

  const processing = (
    <>
      <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
      Processing...
    </>
  );

  return (
    <div className="flex flex-col gap-3 sm:flex-row" aria-busy={busy !== null}>
      <Button size="lg" disabled={busy !== null} onClick={() => void finish("pay")}>
        {busy === "pay" ? processing : `Pay ${formatUsd(checkout.amount)} (test)`}
      </Button>
      <Button size="lg" variant="secondary" disabled={busy !== null} onClick={() => void finish("cancel")}>
        {busy === "cancel" ? processing : "Cancel and go back"}
      </Button>
    </div>
  );
}

function Checkout({ checkout }: { checkout: TestCheckoutView }) {
  return (
    <Card className="grid gap-6 p-5 sm:p-8">
      <Summary checkout={checkout} />
      {checkout.status === "open" ? <OpenCheckout checkout={checkout} /> : null}
      {checkout.status === "complete" ? (
        <div className="grid justify-items-start gap-3">
          <p role="status" className="flex items-start gap-2 font-semibold text-stone-900">
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
            {TEST_CHECKOUT_TEXTS.complete}
          </p>
          <Link
            href={`${paths.paymentSuccess}?session_id=${encodeURIComponent(checkout.sessionId)}`}
            className={buttonClasses()}
          >
            See your order
          </Link>
        </div>
      ) : null}
      {checkout.status === "expired" ? (
        <div className="grid justify-items-start gap-3">
          <p role="status" className="font-semibold text-stone-900">
            {TEST_CHECKOUT_TEXTS.expired}
          </p>
          <ProjectsLink />
        </div>
      ) : null}
    </Card>
  );
}

function LoadFailed({ error, retrying, onRetry }: { error: unknown; retrying: boolean; onRetry(): void }) {
  const [location] = useLocation();
  const search = useSearch();
  const status = error instanceof ApiError ? error.status : undefined;
  if (status === 401) {
    const here = search ? `${location}?${search}` : location;
    return (
      <Message
        actions={
          <Link href={`${paths.login}?returnTo=${encodeURIComponent(here)}`} className={buttonClasses()}>
            <LogIn className="size-4" aria-hidden="true" />
            Log in
          </Link>
        }
      >
        Log in to continue with this checkout. You come straight back here.
      </Message>
    );
  }
  if (status === 404) {
    return <Message actions=<ProjectsLink />>{TEST_CHECKOUT_TEXTS.notFound}</Message>;
  }
  const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
  return (
    <Message
      actions={
        <>
          <Button variant="secondary" disabled={retrying} onClick={onRetry}>
            {retrying ? (
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            ) : (
              <RefreshCw className="size-4" aria-hidden="true" />
            )}
            Retry
          </Button>
          <ProjectsLink />
        </>
      }
    >
      <div role="alert" className="grid gap-1">
        <p className="font-semibold">{TEST_CHECKOUT_TEXTS.loadFailed}</p>
        {serverMessage ? <p>{serverMessage}</p> : null}
      </div>
    </Message>
  );
}

function LocalCheckout({ sessionId }: { sessionId: string }) {
  const query = useQuery<TestCheckoutView>({
    queryKey: [TEST_CHECKOUT_URL, sessionId],
    queryFn: () => fetchTestCheckout(sessionId),
    retry: false,
    // the session changes when paid or cancelled elsewhere; read it again whenever the page opens
    staleTime: 0,
  });
  if (query.isPending) return <PageLoading label={TEST_CHECKOUT_TEXTS.loading} />;
  if (query.isError) {
    return <LoadFailed error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  }
  return <Checkout checkout={query.data} />;
}

/**
 * /checkout/test?session_id=…: the local stand-in for the card payment provider's page, used when the server
 * runs without a payment account. Pay completes the order as a real payment would; no card is involved.
 */
export function LocalCheckoutPage() {
  usePageTitle(TEST_CHECKOUT_TEXTS.title);
  const sessionId = new URLSearchParams(useSearch()).get("session_id")?.trim() ?? "";
  return (
    <PageSection title={TEST_CHECKOUT_TEXTS.title}>
      <div className="grid gap-6">
        <TestBanner />
        {sessionId ? (
          <LocalCheckout sessionId={sessionId} />
        ) : (
          <Message actions=<ProjectsLink />>{TEST_CHECKOUT_TEXTS.missingSession}</Message>
        )}
      </div>
    </PageSection>
  );
}

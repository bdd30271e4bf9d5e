import { AlertTriangle, BadgeCheck, Check, Clock, RotateCcw, Sparkles } from "lucide-react";
import { useId, useRef, useState } from "react";
import {
  BLOCKED_PURCHASE_TEXTS,
  type PurchaseBlocker,
  type TierOffer,
  tierOffer,
  tierOfferLabel,
} from "../../../domain/commerce/after-purchase";
import { CHECKOUT_MESSAGES, LIMITED_OFFER_HOURS, limitedOfferSaving, revisionsText, type Pricing, RUSH_FEE_USD, SERVICE_TIERS, type ServiceTier, shownTierPrice, TURNAROUND_DAYS, tierDetails, tierName } from "../../../domain/commerce/tiers";
import { formatUsd } from "../../../domain/common/format";
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "../../components/ui/alert-dialog";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Checkbox } from "../../components/ui/checkbox";
import { Spinner } from "../../components/ui/spinner";
import { toast } from "../../components/ui/use-toast";
import { cn } from "../../components/ui/cn";
import { pageNavigation } from "../../lib/session";
import { startCheckout, usePricing } from "./api";

/** The tier most customers should look at first. */
const FEATURED: ServiceTier = "silver";

function TierCard({
  tier,
  pricing,
  busy,
  disabledReason,
  offer,
  onBuy,
}: {
  tier: ServiceTier;
  pricing: Pricing;
  busy: ServiceTier | null;
  disabledReason: string | null;
  /** What the card offers: a purchase, an upgrade, a revision, or nothing (bought, or included in what was). */
  offer: TierOffer;
  onBuy(tier: ServiceTier, rushFee: boolean): void;
}) {
  const [rushFee, setRushFee] = useState(false);
  const details = tierDetails(tier, pricing);
  const price = pricing[tier];
  const owned = offer === "purchased" || offer === "included";
  const featured = tier === FEATURED && !owned;
  const headingId = `tier-${tier}-title`;
  const processing = busy === tier;
  return (
    <Card
      aria-labelledby={headingId}
      role="group"
      className={cn(
        "flex flex-col gap-4 p-5",
        featured && "border-2 border-ember-500 shadow-md",
        offer === "purchased" && "border-2 border-emerald-500",
      )}
    >
      <div className="grid gap-1">
        <div className="flex items-center justify-between gap-2">
          <h4 id={headingId} className="text-lg font-bold text-stone-900">
            {details.title}
          </h4>
          {offer === "purchased" ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 ring-inset">
              <BadgeCheck className="size-3.5" aria-hidden="true" />
              Purchased
            </span>
          ) : featured ? (
            <span className="rounded-full bg-ember-100 px-2.5 py-0.5 text-xs font-semibold text-ember-800">Most popular</span>
          ) : null}
        </div>
        <p className="text-sm text-stone-600">{details.tagline}</p>
      </div>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-3xl font-bold tracking-tight text-stone-900 tabular-nums">
          {formatUsd(shownTierPrice(price, rushFee))}
        </span>
        {price.originalPrice !== null ? (
          <s className="text-base text-stone-500 tabular-nums">
            <span className="sr-only">was </span>
            {formatUsd(shownTierPrice({ price: price.originalPrice, originalPrice: null }, rushFee))}
          </s>
        ) : null}
      </p>
      <ul className="grid gap-2 text-sm text-stone-800">
        {details.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-ember-700" aria-hidden="true" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      {owned ? (
        <p className="mt-auto flex items-center gap-2 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-semibold text-emerald-900">
          <BadgeCheck className="size-4 shrink-0" aria-hidden="true" />
          {offer === "purchased" ? `${details.title} purchased for this project` : tierOfferLabel(tier, offer)}
        </p>
      ) : (
        <div className="mt-auto grid gap-4">
          <Checkbox
            checked={rushFee}
            onCheckedChange={setRushFee}
            disabled={busy !== null}
            label={`Rush delivery (+${formatUsd(RUSH_FEE_USD)})`}
            description="Your documents by the next business day."
          />
          <Button
            size="lg"
            variant={featured || offer === "upgrade" ? "primary" : "secondary"}
            disabled={busy !== null || disabledReason !== null}
            aria-describedby={disabledReason ? "packages-disabled-reason" : undefined}
            onClick={() => onBuy(tier, rushFee)}
          >
            {processing ? <Spinner size="sm" label="Processing..." className="text-current" /> : null}
            {processing ? "Processing..." : tierOfferLabel(tier, offer)}
          </Button>
        </div>
      )}
    </Card>
  );
}

/**
 * The service packages of step 9 (docs/product/accounts-and-commerce.md section 2): the three tiers with their prices from the server, the
 * rush fee added to the shown price when ticked, and the purchase, which sends the browser to the checkout.
 * `projectId` is the saved project being bought for; until it exists the purchase waits.
 */
export function ServicePackages({
  projectId,
  paidTier,
  revisionRequired = false,
  blockers = [],
  onFixFirst,
}: {
  projectId: number | undefined;
  paidTier: ServiceTier | null;
  /**
   * The project is paid and its current design is a change beyond what the paid orders include (decision
   * 24): the packages offer a revision, which is a new order of a tier at its price.
   */
  revisionRequired?: boolean;
  /** Findings that stop the plan from being built as drawn: a purchase asks first (docs/product/accounts-and-commerce.md section 2.2). */
  blockers?: readonly PurchaseBlocker[];
  /** Opens the wizard step that fixes a finding. */
  onFixFirst?(step: number): void;
}) {
  const pricing = usePricing();
  const [busy, setBusy] = useState<ServiceTier | null>(null);
  const [asking, setAsking] = useState<{ tier: ServiceTier; rushFee: boolean } | null>(null);
  // the Buy button that opened the question gets focus back when it is dismissed
  const askedFrom = useRef<HTMLElement | null>(null);
  const fixing = useRef(false);
  const fixButtonId = useId();

  function requestBuy(tier: ServiceTier, rushFee: boolean) {
    if (projectId === undefined) return;
    if (blockers.length > 0) {
      askedFrom.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      fixing.current = false;
      setAsking({ tier, rushFee });
      return;
    }
    void buy(tier, rushFee);
  }

  async function buy(tier: ServiceTier, rushFee: boolean) {
    if (projectId === undefined) return;
    setBusy(tier);
    const outcome = await startCheckout({ projectId, serviceTier: tier, rushFee }).catch(() => ({
      kind: "failed" as const,
      message: undefined,
    }));
    if (outcome.kind === "redirect") {
      // a full-page navigation to the provider's checkout; the button stays busy until the page goes
      pageNavigation.assign(outcome.url);
      return;
    }
    setBusy(null);
    if (outcome.kind === "setup-required") {
      toast({ ...CHECKOUT_MESSAGES.setupRequired, variant: "destructive" });
    } else if (outcome.kind === "conflict") {
      toast({ title: "Already purchased", description: outcome.message });
    } else if (outcome.kind === "no-url") {
      toast({ ...CHECKOUT_MESSAGES.noUrl, variant: "destructive" });
    } else {
      toast({ title: "Error", description: CHECKOUT_MESSAGES.failed, variant: "destructive" });
    }
  }

  const saving = projectId === undefined ? "Your project is being saved. The packages can be bought once it is." : null;

  return (
    <section aria-labelledby="service-packages-title" className="grid gap-4">
      <div className="grid gap-1">
        <h3 id="service-packages-title" className="text-xl font-bold text-stone-900">
          Get your contractor-ready Statement of Work
        </h3>
        <p className="text-sm text-stone-600">
          Three contractors can price your design line by line from it. Choose the help you want with it.
        </p>
      </div>
      {paidTier && revisionRequired ? (
        <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950">
          Your plan has changed since you bought the <strong>{tierName(paidTier)}</strong> package, which included{" "}
          {revisionsText(paidTier)}. Buy a revision to get the Statement of Work of this design: it covers this design
          and the revisions of the package you choose. The versions you paid for stay in My projects.
        </p>
      ) : paidTier ? (
        <p className="rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
          You have bought the <strong>{tierName(paidTier)}</strong> package for this project. Your documents are in
          My projects.
          {paidTier !== "gold" ? " Want more help? Upgrade below: an upgrade is charged at the price shown on its card." : null}
        </p>
      ) : null}
      {pricing.data ? (
        <>
          <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-stone-700">
            {limitedOfferSaving(pricing.data) > 0 ? (
              <p className="flex items-center gap-2 font-semibold text-ember-800">
                <Sparkles className="size-4" aria-hidden="true" />
                Limited offer, valid for {LIMITED_OFFER_HOURS} hours: save up to {formatUsd(limitedOfferSaving(pricing.data))}
              </p>
            ) : null}
            <p className="flex items-center gap-2">
              <Clock className="size-4 text-stone-500" aria-hidden="true" />
              Turnaround: {TURNAROUND_DAYS} days
            </p>
          </div>
          {saving ? (
            <p id="packages-disabled-reason" className="text-sm text-stone-600">
              {saving}
            </p>
          ) : null}
          <div className="grid gap-4 lg:grid-cols-3">
            {SERVICE_TIERS.map((tier) => (
              <TierCard
                key={tier}
                tier={tier}
                pricing={pricing.data}
                busy={busy}
                disabledReason={saving}
                offer={tierOffer(tier, paidTier, revisionRequired)}
                onBuy={requestBuy}
              />
            ))}
          </div>
          <p className="text-xs text-stone-600">
            Payments are handled by our card payment provider; card numbers are never stored on our servers.
          </p>
        </>
      ) : pricing.isError ? (
        <Card className="grid justify-items-start gap-3 p-5">
          <p className="text-stone-800">The package prices could not be loaded.</p>
          <Button variant="secondary" onClick={() => void pricing.refetch()}>
            <RotateCcw className="size-4" aria-hidden="true" />
            Retry
          </Button>
        </Card>
      ) : (
        <Spinner label="Loading the packages..." showLabel />
      )}
      <AlertDialog open={asking !== null} onOpenChange={(open) => (open ? undefined : setAsking(null))}>
        <AlertDialogContent
          onOpenAutoFocus={(event) => {
            // the safe choice takes focus first
            event.preventDefault();
            document.getElementById(fixButtonId)?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // fixing: the wizard moves focus to the step it opens; otherwise back to the Buy button pressed
            if (!fixing.current) askedFrom.current?.focus();
          }}
        >
          <div className="grid gap-3">
            <AlertDialogTitle className="flex items-start gap-2">
              <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
              {BLOCKED_PURCHASE_TEXTS.title}
            </AlertDialogTitle>
            <AlertDialogDescription asChild>
              <div className="grid gap-3">
                <p>{BLOCKED_PURCHASE_TEXTS.intro}</p>
                <ul className="grid gap-2">
                  {blockers.map((b) => (
                    <li key={b.id} className="rounded-xl bg-amber-50 px-3 py-2 text-stone-800">
                      <span className="font-semibold text-stone-900">{b.rule}</span>: {b.figures}.
                      {b.action ? ` ${b.action}` : null} <span className="text-stone-600">(Step {b.step}, {b.stepTitle})</span>
                    </li>
                  ))}
                </ul>
                <p>{BLOCKED_PURCHASE_TEXTS.outro}</p>
              </div>
            </AlertDialogDescription>
          </div>
          <AlertDialogFooter>
            <Button
              variant="secondary"
              onClick={() => {
                const pending = asking;
                setAsking(null);
                if (pending) void buy(pending.tier, pending.rushFee);
              }}
            >
              {BLOCKED_PURCHASE_TEXTS.buy}
            </Button>
            <Button
              id={fixButtonId}
              onClick={() => {
                fixing.current = true;
                setAsking(null);
                const first = blockers[0];
                if (first) onFixFirst?.(first.step);
              }}
            >
              {BLOCKED_PURCHASE_TEXTS.fix}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}

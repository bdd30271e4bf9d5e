import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { formatUsd } from "../../../domain/common/format";
import { DEFAULT_PRICING, PRICING_PATH, pricesToShow, SERVICE_TIERS, TIER_NAMES } from "../../../domain/commerce/tier-prices";
import { paths } from "../../app/site";

/**
 * What the service tiers cost, on the landing page: the current prices (the defaults until they arrive),
 * read without the checkout's validation library so the landing page stays light.
 */
export function TierPrices() {
  const query = useQuery({
    queryKey: ["landing", PRICING_PATH],
    queryFn: async () => {
      const res = await fetch(PRICING_PATH, { credentials: "include" });
      return res.ok ? pricesToShow(await res.json()) : null;
    },
  });
  const pricing = query.data ?? DEFAULT_PRICING;
  return (
    <div className="mt-8 grid gap-3">
      <p className="text-sm font-semibold text-stone-900">Planning and your total are free. The documents come with a service tier:</p>
      <ul className="grid gap-3 sm:grid-cols-3" aria-label="Service tiers and their prices">
        {SERVICE_TIERS.map((tier) => (
          <li key={tier} className="flex items-baseline justify-between gap-3 rounded-xl border border-stone-200 bg-stone-50 px-4 py-3">
            <span className="font-semibold text-stone-900">{TIER_NAMES[tier]}</span>
            <span className="tabular-nums text-stone-900">
              {pricing[tier].originalPrice !== null ? (
                <s className="mr-2 text-sm text-stone-500">
                  <span className="sr-only">was </span>
                  {formatUsd(pricing[tier].originalPrice)}
                </s>
              ) : null}
              <span className="font-bold" data-testid={`landing-price-${tier}`}>
                {formatUsd(pricing[tier].price)}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <p className="text-sm text-stone-600">
        What each tier includes:{" "}
        <Link href={paths.faq} className="font-medium text-ember-800 underline underline-offset-2">
          the FAQ
        </Link>
        .
      </p>
    </div>
  );
}

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useParams } from "wouter";
import type { BidPage } from "../../domain/bids/bids.contract";
import { formatLongDate } from "../../domain/common/format";
import { usePageTitle } from "../app/use-page-title";
import { PageLoading } from "../components/layout/page-section";
import { Button } from "../components/ui/button";
import { FormAlert } from "../components/ui/form-alert";
import { AgreementStep } from "../features/bids/agreement-step";
import { BidRequestError, bidPageUrl, bidSowUrl, fetchBidPage } from "../features/bids/api";
import { BidForm } from "../features/bids/bid-form";
import { readCachedPage, writeCachedPage } from "../features/bids/bid-form-model";

const DESCRIPTION = "Price a Statement of Work online, row by row, through the private link the owner sent you.";

export const BID_LINK_INVALID = "This bid link is not valid or was withdrawn by the owner.";

function Header({ page, token }: { page: BidPage; token: string }) {
  return (
    <header className="grid gap-3">
      <p className="text-sm font-semibold tracking-wide text-ember-700 uppercase">Invitation to bid</p>
      <h1 id="page-heading" className="text-3xl font-bold tracking-tight text-balance text-stone-900 sm:text-4xl">
        {page.project.name}
      </h1>
      <dl className="grid gap-x-8 gap-y-1 text-stone-700 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-stone-900">Owner</dt>
        <dd>{page.project.ownerName}</dd>
        <dt className="font-medium text-stone-900">Location</dt>
        <dd>{page.project.location}</dd>
        <dt className="font-medium text-stone-900">Statement of Work</dt>
        <dd>
          Version {page.sowVersion.number}, issued {formatLongDate(page.sowVersion.issuedOn)}
        </dd>
      </dl>
      <p>
        <a
          href={bidSowUrl(token)}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-ember-700 underline underline-offset-2 hover:text-ember-800"
        >
          Read the Statement of Work<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
    </header>
  );
}

/**
 * The page's answer, kept in this browser; without a connection, the copy kept last time, so the form still
 * opens with what was typed.
 */
async function loadPage(token: string): Promise<{ page: BidPage; offline: boolean }> {
  try {
    const page = await fetchBidPage(token);
    writeCachedPage(token, page);
    return { page, offline: false };
  } catch (error) {
    const cached = error instanceof BidRequestError && error.transient ? readCachedPage(token) : null;
    if (cached?.state === "open") return { page: cached, offline: true };
    throw error;
  }
}

/**
 * /bids/:token: a contractor invited to bid, without an account (issue 23, docs/product/bids.md). The page shows
 * only this link's project, SOW version and bid. The product's estimate per row is not shown: the rules give it
 * to the owner's comparison, and a bidder shown it would price to it instead of the work.
 */
export function ContractorBidPage() {
  usePageTitle("Bid", DESCRIPTION);
  const { token = "" } = useParams<{ token: string }>();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: [bidPageUrl(token)], queryFn: () => loadPage(token) });
  const reload = () => void queryClient.invalidateQueries({ queryKey: [bidPageUrl(token)] });

  if (query.isPending) return <PageLoading label="Loading the bid form..." />;
  if (query.isError) {
    const notFound = query.error instanceof BidRequestError && query.error.notFound;
    return (
      <section aria-labelledby="page-heading" className="mx-auto grid w-full max-w-3xl gap-4 px-4 py-10 sm:px-6 sm:py-14">
        <h1 id="page-heading" className="text-3xl font-bold tracking-tight text-stone-900">
          {notFound ? "Bid link not found" : "The bid form could not be loaded"}
        </h1>
        {notFound ? (
          <p className="text-lg text-stone-700">{BID_LINK_INVALID}</p>
        ) : (
          <div className="grid justify-items-start gap-3">
            <FormAlert>
              {query.error instanceof BidRequestError && query.error.status === 429 && query.error.serverMessage
                ? query.error.serverMessage
                : "The connection failed. Nothing you typed is lost: this browser keeps it."}
            </FormAlert>
            <Button variant="secondary" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </div>
        )}
      </section>
    );
  }
  const { page, offline } = query.data;
  return (
    <section aria-labelledby="page-heading" className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <Header page={page} token={token} />
      {offline ? (
        <p role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900">
          No connection: this is the bid form as this browser last saw it. What you type is kept here and sent once the connection is back.
        </p>
      ) : null}
      {page.state === "open" ? (
        <BidForm key={`${page.sowVersion.number}`} token={token} page={page} onClosed={reload} />
      ) : page.state === "awarded" && page.agreementId !== null ? (
        <AgreementStep token={token} agreementId={page.agreementId} />
      ) : page.state === "awarded" ? (
        <p role="status" className="rounded-xl bg-emerald-50 p-4 text-emerald-900">
          Your bid was accepted. The agreement is being prepared: come back to this link shortly.
        </p>
      ) : (
        <div className="rounded-xl border border-stone-200 bg-white p-5 text-stone-700">
          <h2 className="text-xl font-semibold text-stone-900">Bidding has closed</h2>
          <p className="mt-2">
            Thank you for your interest. The owner has chosen another bid, so this invitation no longer takes bids. We hope to send you another soon.
          </p>
        </div>
      )}
    </section>
  );
}

// The contractor's calls of bids online (src/domain/bids/bids.contract.ts): the bid page behind a private link,
// saving a draft or submitting, and the agreement of an awarded bid. Every answer is read with the contract's
// schema; the token travels in the path (bid routes) or in the body (agreement routes), never in a query.
import type { Agreement, BidPage, StoredBid } from "../../../domain/bids/bids.contract";
import { bidsContract } from "../../../domain/bids/bids.contract";
import type { BidBodyInput } from "../../../domain/bids/bid";
import type { FieldIssue } from "../../../domain/common/api-contract";
import { ApiError, apiRequest } from "../../app/query-client";
import { type AgreementFormat, agreementCalls } from "../../lib/agreement-calls";
import { apiPath } from "../../lib/api-path";

export const bidPageUrl = (token: string) => apiPath(bidsContract.bidPage, { token });
export const bidSowUrl = (token: string) => apiPath(bidsContract.bidSow, { token });

/** Raised when the server answers no (or cannot be reached): its status, sentence and field complaints. */
export class BidRequestError extends Error {
  override readonly name = "BidRequestError";
  constructor(
    /** The HTTP status; 503 when the server could not be reached. */
    readonly status: number,
    readonly serverMessage: string | undefined,
    readonly issues: FieldIssue[] = [],
  ) {
    super(`bid request failed with ${status}`);
  }

  /** The link is unknown or was revoked. */
  get notFound(): boolean {
    return this.status === 404;
  }

  /** Worth trying again on its own: the network, a busy server, a rate limit. */
  get transient(): boolean {
    return this.status === 429 || this.status >= 500;
  }
}

function issuesOf(body: string): FieldIssue[] {
  try {
    const value = JSON.parse(body) as { issues?: unknown };
    return Array.isArray(value.issues)
      ? value.issues.filter((i): i is FieldIssue => typeof i?.path === "string" && typeof i?.message === "string")
      : [];
  } catch {
    return [];
  }
}

/** apiRequest with its two ways of saying no (a thrown ApiError, a synthetic 503 for the network) made one. */
async function request(method: "GET" | "PUT" | "POST", url: string, body?: unknown): Promise<Response> {
  let res: Response;
  try {
    res = await apiRequest(method, url, body);
  } catch (error) {
    if (error instanceof ApiError) throw new BidRequestError(error.status, error.serverMessage, issuesOf(error.body));
    throw error;
  }
  if (!res.ok) {
    const text = await res.text().catch(() => "");
    let message: string | undefined;
    try {
      message = (JSON.parse(text) as { error?: string }).error;
    } catch {
      message = undefined;
    }
    throw new BidRequestError(res.status, message);
  }
  return res;
}

export async function fetchBidPage(token: string): Promise<BidPage> {
  return bidsContract.bidPage.response[200].parse(await (await request("GET", bidPageUrl(token))).json());
}

export async function saveBid(token: string, body: BidBodyInput): Promise<StoredBid> {
  const res = await request("PUT", bidPageUrl(token), body);
  return bidsContract.saveBid.response[200].parse(await res.json()).bid;
}

/**
 * The draft as the page is left: a request the browser finishes after the page has gone (keepalive), so the
 * last seconds of typing reach the server too. Nothing waits for its answer; the local copy stays either way.
 */
export function saveBidOnLeave(token: string, body: BidBodyInput): void {
  try {
    void fetch(bidPageUrl(token), {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      credentials: "include",
      keepalive: true,
    }).catch(() => {});
  } catch {
    // a browser refusing the request (a body over the keepalive quota) loses nothing: the local copy has it
  }
}

/** The agreement calls of the contractor, who proves being a party with the bid link's token. */
const agreementOf = (token: string) => agreementCalls(request, { token });

export const fetchAgreement = (id: number, token: string): Promise<Agreement> => agreementOf(token).read(id);

export const acceptAgreement = (id: number, token: string, fullName: string): Promise<Agreement> => agreementOf(token).accept(id, fullName);

/** Saves the agreement (signed once both have accepted) as a file; answers its name. */
export const downloadAgreement = (id: number, token: string, format: AgreementFormat): Promise<string> => agreementOf(token).download(id, format);

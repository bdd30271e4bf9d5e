// The agreement of an awarded bid, called the same way by both parties (src/domain/bids/bids.contract.ts): the
// owner proves who they are with the session, the contractor with the bid link's token in the body (never in
// the URL). Each side brings its own way of sending a call and of saying no.
import { type Agreement, bidsContract } from "../../domain/bids/bids.contract";
import { apiPath } from "./api-path";
import { saveResponse } from "./download";

export type AgreementFormat = "pdf" | "html";

/** The cache key of an agreement's state, the same on both parties' pages. */
export const agreementQueryKey = (agreementId: number) => [apiPath(bidsContract.agreement, { id: agreementId })] as const;

/** What each party's download buttons say: the HTML copy, the PDF before both accepted, the signed PDF. */
export const AGREEMENT_DOWNLOAD_LABELS = {
  html: "Download the agreement (HTML)",
  pdf: "Download the agreement (PDF)",
  signed: "Download the signed agreement (PDF)",
} as const;

/** Sends one call; answers the response when it is OK and throws the side's own error otherwise. */
export type AgreementCall = (method: "POST", url: string, body: Record<string, unknown>) => Promise<Response>;

/** What proves the caller a party: nothing more than the session (the owner), or the bid link's token. */
export type AgreementCredentials = Record<string, never> | { token: string };

export function agreementCalls(call: AgreementCall, credentials: AgreementCredentials) {
  return {
    /** The agreement's state: its text and who has accepted it. */
    async read(agreementId: number): Promise<Agreement> {
      const res = await call("POST", apiPath(bidsContract.agreement, { id: agreementId }), { ...credentials });
      return bidsContract.agreement.response[200].parse(await res.json());
    },
    /** This party accepts the agreement, typing their full name. */
    async accept(agreementId: number, fullName: string): Promise<Agreement> {
      const res = await call("POST", apiPath(bidsContract.accept, { id: agreementId }), { ...credentials, fullName });
      return bidsContract.accept.response[200].parse(await res.json());
    },
    /** Saves the agreement (signed once both have accepted) as a file; answers its name. */
    async download(agreementId: number, format: AgreementFormat): Promise<string> {
      const contract = format === "pdf" ? bidsContract.agreementPdf : bidsContract.agreementHtml;
      const res = await call("POST", apiPath(contract, { id: agreementId }), { ...credentials });
      return saveResponse(res, `agreement-${agreementId}.${format}`);
    },
  };
}

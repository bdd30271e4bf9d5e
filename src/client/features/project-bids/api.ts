// The owner's side of bids online (docs/product/bids.md): invitations, the leveled comparison, the award and
// the agreement, each answer checked with the contract's schema (src/domain/bids/bids.contract.ts).
import { type QueryClient, useQuery } from "@tanstack/react-query";
import {
  type Agreement,
  type BidComparison,
  bidsContract,
  type InviteAnswer,
  type InviteBody,
  type InvitationList,
} from "../../../domain/bids/bids.contract";
import { ApiError, apiRequest, type HttpMethod } from "../../app/query-client";
import { apiPath } from "../../lib/api-path";
import { type AgreementFormat, agreementCalls, agreementQueryKey } from "../../lib/agreement-calls";
import { saveResponse } from "../../lib/download";
import { ProjectCallError } from "../projects";

export const invitationsUrl = (projectId: number) => apiPath(bidsContract.invitations, { id: projectId });
export const comparisonUrl = (projectId: number) => apiPath(bidsContract.comparison, { id: projectId });
export const comparisonCsvUrl = (projectId: number) => apiPath(bidsContract.comparisonCsv, { id: projectId });
export const awardUrl = (projectId: number, bidId: number) => apiPath(bidsContract.award, { id: projectId, bidId });

export const invitationsQueryKey = (projectId: number) => [invitationsUrl(projectId)] as const;
export const comparisonQueryKey = (projectId: number) => [comparisonUrl(projectId)] as const;

/**
 * One call; a refusal or an unreachable server (apiRequest's synthetic 503) throws ApiError, whose
 * serverMessage is the server's own sentence.
 */
async function call(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  const res = await apiRequest(method, url, body);
  if (!res.ok) throw new ApiError(res.status, await res.text().catch(() => ""), res.statusText);
  return res;
}

/** The sentence to show for a failed call: the server's own when it gave one. */
export function failureText(error: unknown): string {
  if (error instanceof ApiError || error instanceof ProjectCallError) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

export function useInvitations(projectId: number, options: { enabled?: boolean } = {}) {
  return useQuery<InvitationList>({
    queryKey: invitationsQueryKey(projectId),
    queryFn: async () =>
      bidsContract.invitations.response[200].parse(await (await call("GET", invitationsUrl(projectId))).json()),
    enabled: options.enabled ?? true,
    // the mail's progress and the contractors' submissions change on the server
    staleTime: 0,
  });
}

export async function inviteContractor(projectId: number, body: InviteBody): Promise<InviteAnswer> {
  const res = await call("POST", invitationsUrl(projectId), body);
  return bidsContract.invite.response[201].parse(await res.json());
}

export async function revokeInvitation(projectId: number, invitationId: number): Promise<void> {
  await call("DELETE", apiPath(bidsContract.revoke, { id: projectId, invitationId }));
}

export function useComparison(projectId: number, options: { enabled?: boolean } = {}) {
  return useQuery<BidComparison>({
    queryKey: comparisonQueryKey(projectId),
    queryFn: async () =>
      bidsContract.comparison.response[200].parse(await (await call("GET", comparisonUrl(projectId))).json()),
    enabled: options.enabled ?? true,
    staleTime: 0,
  });
}

export async function awardBid(projectId: number, bidId: number): Promise<number> {
  const res = await call("POST", awardUrl(projectId, bidId));
  return bidsContract.award.response[200].parse(await res.json()).agreementId;
}

/** The agreement calls of the owner, who proves being a party with the session: the body carries nothing more. */
const ownerAgreement = agreementCalls(call, {});

/** The agreement's state. */
export function useAgreement(agreementId: number | null) {
  return useQuery<Agreement>({
    queryKey: agreementQueryKey(agreementId ?? 0),
    queryFn: () => ownerAgreement.read(agreementId ?? 0),
    enabled: agreementId !== null,
    staleTime: 0,
  });
}

export const acceptAgreement = (agreementId: number, fullName: string): Promise<Agreement> => ownerAgreement.accept(agreementId, fullName);

export async function downloadComparisonCsv(projectId: number): Promise<string> {
  return saveResponse(await call("GET", comparisonCsvUrl(projectId)), `bids-project-${projectId}.csv`);
}

export const downloadAgreement = (agreementId: number, format: AgreementFormat): Promise<string> => ownerAgreement.download(agreementId, format);

/** After an invitation, a revocation or an award: the lists and the comparison are read again. */
export async function invalidateBids(queryClient: QueryClient, projectId: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: invitationsQueryKey(projectId) }),
    queryClient.invalidateQueries({ queryKey: comparisonQueryKey(projectId) }),
  ]);
}

// The contracts of bids online (docs/product/bids.md): the owner invites contractors to bid on a paid SOW
// version, each contractor answers through a private link without an account, the owner compares the leveled
// bids and awards one, and both parties accept the agreement the award produces.
//
// Who may call what: the invitation, comparison and award routes answer only the signed-in owner of the
// project (another user's project answers 404, as the project routes do); the token routes answer whoever
// holds a live link, and only about that link's project, SOW version and bid; an agreement answers its owner
// (session) and its contractor (the token of the awarded invitation, in the body).
import { z } from "zod";
import { routeContract } from "../common/api-contract";
import { text } from "../common/text";
import { projectIdParamsSchema } from "../projects/projects";
import { BASELINE_ROW_KINDS } from "./baseline";
import { BID_FLAG_CODES } from "./leveling";
import { BID_ROW_STATUSES, bidBodySchema } from "./bid";

/** At most this many invitations of a project are open (not revoked) at once. */
export const MAX_OPEN_INVITATIONS = 5;

export const INVITATION_LIMITS = { name: 120, email: 254 } as const;

export const inviteBodySchema = z.object({
  name: text({ error: "Enter the contractor's name" })
    .trim()
    .min(1, { message: "Enter the contractor's name" })
    .max(INVITATION_LIMITS.name, { message: `The name is at most ${INVITATION_LIMITS.name} characters` }),
  email: z
    .email({ message: "Enter the contractor's e-mail address, like name@example.com" })
    .max(INVITATION_LIMITS.email, { message: `The e-mail address is at most ${INVITATION_LIMITS.email} characters` }),
});
export type InviteBody = z.infer<typeof inviteBodySchema>;

/** 201: the invitation and its private link (shown once: the link's token is stored only as a hash). */
export const inviteAnswerSchema = z.object({ id: z.int().positive(), url: z.string() });
export type InviteAnswer = z.infer<typeof inviteAnswerSchema>;

export const INVITATION_STATUSES = ["invited", "draft", "submitted", "revoked", "awarded", "not-awarded"] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const invitationSchema = z.object({
  id: z.int().positive(),
  name: z.string(),
  email: z.string(),
  status: z.enum(INVITATION_STATUSES),
  /** The SOW version the invitation is for. */
  sowVersion: z.int().positive(),
  createdAt: z.string(),
  /** When the e-mail with the link was accepted by the mail server, or null while it is still on its way. */
  mailedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationListSchema = z.object({ invitations: z.array(invitationSchema) });
export type InvitationList = z.infer<typeof invitationListSchema>;

export const invitationParamsSchema = projectIdParamsSchema.extend({
  invitationId: z.coerce.number({ message: "Invitation ids are whole numbers" }).int({ message: "Invitation ids are whole numbers" }).positive({ message: "Invitation ids are whole numbers" }),
});

/** A private link's token: 128 random bits or more, base64url. */
export const bidTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{22,86}$/, { message: "This bid link is not valid" }),
});

export const baselineRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(BASELINE_ROW_KINDS),
  quantity: z.number().nullable(),
  unit: z.string().nullable(),
  estimate: z.number().nullable(),
  basis: z.string(),
  inBudget: z.boolean(),
});

const bidRowAnswerSchema = z.object({
  rowId: z.string(),
  status: z.enum(BID_ROW_STATUSES).nullable(),
  amount: z.number().nullable(),
  note: z.string(),
});

/** A stored bid: what the contractor last saved (a draft) or submitted, with its revision number. */
export const storedBidSchema = bidBodySchema.omit({ submit: true }).extend({
  rows: z.array(bidRowAnswerSchema),
  id: z.int().positive(),
  /** The number of the latest submission; 0 while the bid is a draft never submitted. */
  revision: z.int().nonnegative(),
  /** null: a draft never submitted; otherwise when the latest submission was made. */
  submittedAt: z.string().nullable(),
  savedAt: z.string(),
});
export type StoredBid = z.infer<typeof storedBidSchema>;

/** GET /api/bids/:token: what the contractor sees. */
export const bidPageSchema = z.object({
  project: z.object({
    name: z.string(),
    ownerName: z.string(),
    /** City and state of the property, never the street address before an award. */
    location: z.string(),
  }),
  sowVersion: z.object({ number: z.int().positive(), issuedOn: z.string() }),
  rows: z.array(baselineRowSchema),
  bid: storedBidSchema.nullable(),
  /** open: bids and revisions are taken; awarded: this bid won; closed: another bid won (or the link was revoked). */
  state: z.enum(["open", "awarded", "closed"]),
  /** The agreement of an awarded bid, for the contractor to read and accept; null otherwise. */
  agreementId: z.int().positive().nullable(),
});
export type BidPage = z.infer<typeof bidPageSchema>;

export const bidPutAnswerSchema = z.object({ bid: storedBidSchema });

const bidFlagSchema = z.object({
  code: z.enum(BID_FLAG_CODES),
  rowId: z.string().nullable(),
  figure: z.number().nullable(),
  message: z.string(),
});

const leveledCellSchema = z.object({
  rowId: z.string(),
  status: z.enum(BID_ROW_STATUSES).nullable(),
  amount: z.number().nullable(),
  plug: z.number().nullable(),
  deviationPercent: z.number().nullable(),
  note: z.string(),
});

export const leveledBidSchema = z.object({
  id: z.int().positive(),
  invitationId: z.int().positive(),
  company: z.string(),
  contactName: z.string(),
  sowVersion: z.int().positive(),
  submittedAt: z.string(),
  revision: z.int().positive(),
  baseTotal: z.number(),
  leveledTotal: z.number(),
  plugTotal: z.number(),
  allowanceTotal: z.number(),
  warrantyYears: z.int().nullable(),
  earliestStart: z.string().nullable(),
  durationWeeks: z.int().nullable(),
  validUntil: z.string().nullable(),
  qualifications: z.string(),
  rows: z.array(leveledCellSchema),
  flags: z.array(bidFlagSchema),
  lowest: z.boolean(),
});
export type LeveledBidAnswer = z.infer<typeof leveledBidSchema>;

/** GET /api/projects/:id/bids: the submitted bids leveled against the current SOW version's rows. */
export const bidComparisonSchema = z.object({
  sowVersion: z.int().positive(),
  rows: z.array(baselineRowSchema),
  estimate: z.object({
    baseTotal: z.number(),
    subtotal: z.number(),
    outsideBudget: z.number(),
    markupPercent: z.number(),
    markup: z.number(),
    total: z.number(),
  }),
  bids: z.array(leveledBidSchema),
  lowestLeveledTotal: z.number().nullable(),
  /** The awarded bid's id once the owner has awarded one. */
  awardedBidId: z.int().positive().nullable(),
  agreementId: z.int().positive().nullable(),
});
export type BidComparison = z.infer<typeof bidComparisonSchema>;

export const bidParamsSchema = projectIdParamsSchema.extend({
  bidId: z.coerce.number({ message: "Bid ids are whole numbers" }).int({ message: "Bid ids are whole numbers" }).positive({ message: "Bid ids are whole numbers" }),
});

export const awardAnswerSchema = z.object({ agreementId: z.int().positive() });

export const agreementParamsSchema = z.object({
  id: z.coerce.number({ message: "Agreement ids are whole numbers" }).int({ message: "Agreement ids are whole numbers" }).positive({ message: "Agreement ids are whole numbers" }),
});

/** The contractor proves who they are with the awarded invitation's token; the owner with the session. */
export const agreementAccessBodySchema = z.object({ token: bidTokenParamsSchema.shape.token.optional() });

export const acceptBodySchema = agreementAccessBodySchema.extend({
  fullName: text({ error: "Type your full name to accept" })
    .trim()
    .min(2, { message: "Type your full name to accept" })
    .max(120, { message: "The name is at most 120 characters" }),
});
export type AcceptBody = z.infer<typeof acceptBodySchema>;

const acceptanceSchema = z.object({
  fullName: z.string(),
  acceptedAt: z.string(),
});

/** An agreement's state: who has accepted, and whether it is locked (both have). */
export const agreementSchema = z.object({
  id: z.int().positive(),
  projectId: z.int().positive(),
  bidId: z.int().positive(),
  sowVersion: z.int().positive(),
  /** SHA-256 of the agreement document's canonical content, as accepted. */
  documentHash: z.string(),
  owner: acceptanceSchema.nullable(),
  contractor: acceptanceSchema.nullable(),
  locked: z.boolean(),
});
export type Agreement = z.infer<typeof agreementSchema>;

export const bidsContract = {
  invite: routeContract({
    method: "POST",
    path: "/api/projects/:id/bid-invitations",
    params: projectIdParamsSchema,
    body: inviteBodySchema,
    response: { 201: inviteAnswerSchema },
  }),
  invitations: routeContract({
    method: "GET",
    path: "/api/projects/:id/bid-invitations",
    params: projectIdParamsSchema,
    response: { 200: invitationListSchema },
  }),
  revoke: routeContract({
    method: "DELETE",
    path: "/api/projects/:id/bid-invitations/:invitationId",
    params: invitationParamsSchema,
    answersWithout: "204, no body",
  }),
  bidPage: routeContract({
    method: "GET",
    path: "/api/bids/:token",
    params: bidTokenParamsSchema,
    response: { 200: bidPageSchema },
  }),
  /** The SOW version the link is for, as the standalone HTML the owner downloads. */
  bidSow: routeContract({
    method: "GET",
    path: "/api/bids/:token/sow",
    params: bidTokenParamsSchema,
    answersWithout: "a standalone HTML file",
  }),
  saveBid: routeContract({
    method: "PUT",
    path: "/api/bids/:token",
    params: bidTokenParamsSchema,
    body: bidBodySchema,
    response: { 200: bidPutAnswerSchema },
  }),
  comparison: routeContract({
    method: "GET",
    path: "/api/projects/:id/bids",
    params: projectIdParamsSchema,
    response: { 200: bidComparisonSchema },
  }),
  comparisonCsv: routeContract({
    method: "GET",
    path: "/api/projects/:id/bids.csv",
    params: projectIdParamsSchema,
    answersWithout: "a CSV file",
  }),
  award: routeContract({
    method: "POST",
    path: "/api/projects/:id/bids/:bidId/award",
    params: bidParamsSchema,
    response: { 200: awardAnswerSchema },
  }),
  agreement: routeContract({
    method: "POST",
    path: "/api/agreements/:id",
    params: agreementParamsSchema,
    body: agreementAccessBodySchema,
    response: { 200: agreementSchema },
  }),
  agreementPdf: routeContract({
    method: "POST",
    path: "/api/agreements/:id/document",
    params: agreementParamsSchema,
    body: agreementAccessBodySchema,
    answersWithout: "a PDF file",
  }),
  agreementHtml: routeContract({
    method: "POST",
    path: "/api/agreements/:id/document-html",
    params: agreementParamsSchema,
    body: agreementAccessBodySchema,
    answersWithout: "a standalone HTML file",
  }),
  accept: routeContract({
    method: "POST",
    path: "/api/agreements/:id/accept",
    params: agreementParamsSchema,
    body: acceptBodySchema,
    response: { 200: agreementSchema },
  }),
} as const;

import { useQueryClient } from "@tanstack/react-query";
import { Copy, LoaderCircle, Send, X } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import {
  INVITATION_LIMITS,
  type Invitation,
  type InvitationStatus,
  inviteBodySchema,
  MAX_OPEN_INVITATIONS,
} from "../../../domain/bids/bids.contract";
import { formatLongDate, plural } from "../../../domain/common/format";
import { ConfirmDialog } from "../../components/ui/alert-dialog";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { TextField } from "../../components/ui/field";
import { Spinner } from "../../components/ui/spinner";
import { toast } from "../../components/ui/use-toast";
import { failureText, invalidateBids, inviteContractor, revokeInvitation, useInvitations } from "./api";

export const STATUS_LABELS: Record<InvitationStatus, string> = {
  invited: "Invited",
  draft: "Bid in progress",
  submitted: "Bid submitted",
  revoked: "Revoked",
  awarded: "Awarded",
  "not-awarded": "Not awarded",
};

/** An invitation whose link still works before the award: the owner may withdraw it. */
const REVOCABLE: ReadonlySet<InvitationStatus> = new Set(["invited", "draft", "submitted"]);

/** Open invitations count against the limit; a revoked one frees its place. */
export function openInvitations(invitations: readonly Invitation[]): number {
  return invitations.filter((invitation) => invitation.status !== "revoked").length;
}

function showFailure(error: unknown): void {
  toast({ title: "Error", description: failureText(error), variant: "destructive" });
}

type FieldErrors = Partial<Record<"name" | "email", string>>;

function InviteForm({ projectId, left, onInvited }: { projectId: number; left: number; onInvited(link: SentLink): void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const id = useId();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = inviteBodySchema.safeParse({ name, email: email.trim() });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === "name" || field === "email") && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      document.getElementById(`${id}-${next.name ? "name" : "email"}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await inviteContractor(projectId, parsed.data);
      onInvited({ ...parsed.data, url: answer.url });
      setName("");
      setEmail("");
      setErrors({});
      void invalidateBids(queryClient, projectId);
    } catch (error) {
      showFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={busy} aria-labelledby={`${id}-title`} className="grid gap-4">
      <div className="grid gap-1">
        <h3 id={`${id}-title`} className="font-semibold text-stone-900">
          Invite a contractor
        </h3>
        <p className="text-sm text-stone-600">
          You can invite {plural(left, "more contractor")} ({MAX_OPEN_INVITATIONS} open invitations at most).
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${id}-name`}
          label="Contractor's name"
          autoComplete="off"
          required
          maxLength={INVITATION_LIMITS.name}
          readOnly={busy}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setErrors((current) => ({ ...current, name: undefined }));
          }}
          error={errors.name}
        />
        <TextField
          id={`${id}-email`}
          label="Contractor's e-mail"
          type="email"
          autoComplete="off"
          required
          maxLength={INVITATION_LIMITS.email}
          readOnly={busy}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setErrors((current) => ({ ...current, email: undefined }));
          }}
          error={errors.email}
        />
      </div>
      <div>
        <Button type="submit" disabled={busy} className="w-full sm:w-auto">
          {busy ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : <Send className="size-4" aria-hidden="true" />}
          {busy ? "Sending invitation..." : "Send invitation"}
        </Button>
      </div>
    </form>
  );
}

type SentLink = { name: string; email: string; url: string };

/** The private link of the invitation just sent: the server keeps only its hash, so this is the one showing. */
function SentLinkNotice({ link }: { link: SentLink }) {
  const id = useId();
  async function copy() {
    try {
      await navigator.clipboard.writeText(link.url);
      toast({ title: "Link copied" });
    } catch {
      (document.getElementById(`${id}-url`) as HTMLInputElement | null)?.select();
      toast({ title: "Error", description: "The link could not be copied: select it and copy it yourself.", variant: "destructive" });
    }
  }
  return (
    <div role="status" className="grid gap-3 rounded-xl bg-emerald-50 p-4 ring-1 ring-emerald-200 ring-inset">
      <p className="text-sm text-stone-800">
        <strong>{link.name}</strong> is invited: we are e-mailing the link to {link.email}. This is their private link
        to the bid form. It is shown only now; copy it if you want to send it yourself.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <TextField id={`${id}-url`} label={`Private link for ${link.name}`} readOnly value={link.url} className="min-w-0 flex-1" />
        <Button variant="secondary" onClick={() => void copy()} className="w-full sm:w-auto">
          <Copy className="size-4" aria-hidden="true" />
          Copy link
        </Button>
      </div>
    </div>
  );
}

function InvitationItem({
  projectId,
  invitation,
  onRevoked,
}: {
  projectId: number;
  invitation: Invitation;
  /** Where focus goes: the Revoke button goes away with the revocation. */
  onRevoked(): void;
}) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const revoked = useRef(false);
  const id = useId();

  async function revoke() {
    setBusy(true);
    try {
      await revokeInvitation(projectId, invitation.id);
      toast({ title: "Invitation revoked", description: `${invitation.name}'s link no longer works.` });
      revoked.current = true;
      setConfirming(false);
      await invalidateBids(queryClient, projectId);
    } catch (error) {
      setConfirming(false);
      showFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <li aria-labelledby={`${id}-name`} className="grid gap-2 border-t border-stone-200 py-3 first:border-t-0 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="grid min-w-0 gap-0.5">
        <p id={`${id}-name`} className="font-semibold break-words text-stone-900">
          {invitation.name}
        </p>
        <p className="text-sm break-all text-stone-600">{invitation.email}</p>
        <p className="text-sm text-stone-700">
          <span className="font-medium">{STATUS_LABELS[invitation.status]}</span>
          {" · "}
          {invitation.mailedAt ? `Sent ${formatLongDate(invitation.mailedAt)}` : "Mail on its way"}
          {invitation.submittedAt ? ` · Submitted ${formatLongDate(invitation.submittedAt)}` : ""}
        </p>
      </div>
      {REVOCABLE.has(invitation.status) ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          busy={busy}
          trigger={
            <Button variant="secondary" size="sm" id={`${id}-revoke`} aria-labelledby={`${id}-revoke ${id}-name`}>
              <X className="size-4" aria-hidden="true" />
              Revoke
            </Button>
          }
          title={`Revoke ${invitation.name}'s invitation?`}
          description="Their link stops working at once and any bid they sent leaves the comparison. You can invite someone else in their place."
          confirmLabel="Revoke invitation"
          busyLabel="Revoking..."
          onConfirm={() => void revoke()}
          onCloseAutoFocus={(event) => {
            if (!revoked.current) return;
            event.preventDefault();
            onRevoked();
          }}
        />
      ) : null}
    </li>
  );
}

/** The invitations of a project: the form while places are left, the link just sent, and the list. */
export function InvitationsSection({ projectId, awarded }: { projectId: number; awarded: boolean }) {
  const query = useInvitations(projectId);
  const [sent, setSent] = useState<SentLink | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const id = useId();
  const invitations = query.data?.invitations ?? [];
  const left = Math.max(0, MAX_OPEN_INVITATIONS - openInvitations(invitations));

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-4">
      <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className="text-2xl font-semibold text-stone-900 focus:outline-none">
        Invitations
      </h2>
      <Card className="grid gap-4 p-4 sm:p-6">
        {query.isPending ? (
          <Spinner label="Loading the invitations..." showLabel />
        ) : query.isError ? (
          <p role="alert" className="text-stone-900">
            We couldn't load the invitations: {failureText(query.error)}
          </p>
        ) : (
          <>
            {sent ? <SentLinkNotice link={sent} /> : null}
            {awarded ? null : left > 0 ? (
              <InviteForm projectId={projectId} left={left} onInvited={setSent} />
            ) : (
              <p className="text-sm text-stone-700">
                You have {MAX_OPEN_INVITATIONS} open invitations, the most at once. Revoke one to invite someone else.
              </p>
            )}
            {invitations.length === 0 ? (
              <p className="text-sm text-stone-600">No contractor is invited yet.</p>
            ) : (
              <ul aria-label="Invited contractors" className="grid">
                {invitations.map((invitation) => (
                  <InvitationItem
                    key={invitation.id}
                    projectId={projectId}
                    invitation={invitation}
                    onRevoked={() => headingRef.current?.focus()}
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </Card>
    </section>
  );
}

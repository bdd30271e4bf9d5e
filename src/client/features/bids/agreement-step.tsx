// The awarded contractor's step (issue 23, "Award and sign"): read the agreement the award produced, accept it
// with a typed full name, and once both parties have accepted, download the signed copy.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { acceptBodySchema, type Agreement } from "../../../domain/bids/bids.contract";
import { formatLongDate } from "../../../domain/common/format";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/field";
import { FormAlert } from "../../components/ui/form-alert";
import { Spinner } from "../../components/ui/spinner";
import { AGREEMENT_DOWNLOAD_LABELS, type AgreementFormat, agreementQueryKey } from "../../lib/agreement-calls";
import { acceptAgreement, BidRequestError, downloadAgreement, fetchAgreement } from "./api";

function failureWords(error: unknown, what: string): string {
  if (error instanceof BidRequestError && error.serverMessage && error.status !== 503) return error.serverMessage;
  return `${what}: the connection failed. Try again in a moment.`;
}

function Acceptance({ who, acceptance }: { who: string; acceptance: Agreement["owner"] }) {
  return (
    <li>
      <span className="font-medium text-stone-900">{who}: </span>
      {acceptance ? `accepted by ${acceptance.fullName} on ${formatLongDate(acceptance.acceptedAt)}` : "not accepted yet"}
    </li>
  );
}

function DownloadButton({ agreementId, token, format, children }: { agreementId: number; token: string; format: AgreementFormat; children: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="grid gap-2">
      <div className="flex items-center gap-3">
        <Button
          variant="secondary"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            setError(null);
            try {
              await downloadAgreement(agreementId, token, format);
            } catch (e) {
              setError(failureWords(e, "The agreement could not be downloaded"));
            } finally {
              setBusy(false);
            }
          }}
        >
          {children}
        </Button>
        {busy ? <Spinner size="sm" label="Preparing the agreement..." /> : null}
      </div>
      <FormAlert>{error}</FormAlert>
    </div>
  );
}

export function AgreementStep({ token, agreementId }: { token: string; agreementId: number }) {
  const queryClient = useQueryClient();
  const agreement = useQuery({ queryKey: agreementQueryKey(agreementId), queryFn: () => fetchAgreement(agreementId, token) });
  const [fullName, setFullName] = useState("");
  const [nameError, setNameError] = useState<string | undefined>(undefined);
  const nameRef = useRef<HTMLInputElement>(null);
  const accept = useMutation({
    mutationFn: (name: string) => acceptAgreement(agreementId, token, name),
    onSuccess: (answer) => queryClient.setQueryData(agreementQueryKey(agreementId), answer),
  });

  const onAccept = (event: FormEvent) => {
    event.preventDefault();
    const parsed = acceptBodySchema.shape.fullName.safeParse(fullName);
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message);
      nameRef.current?.focus();
      return;
    }
    setNameError(undefined);
    accept.mutate(parsed.data);
  };

  return (
    <section aria-labelledby="agreement-heading" className="grid gap-5 rounded-2xl border border-emerald-300 bg-emerald-50 p-5 sm:p-8">
      <div>
        <h2 id="agreement-heading" className="text-2xl font-semibold text-stone-900">
          Your bid was accepted
        </h2>
        <p className="mt-2 text-stone-700">
          The owner awarded the work to you. Download and read the agreement the award produced, then accept it by typing your full name. Once both of you have
          accepted, it is locked and you can download the signed copy.
        </p>
      </div>
      {agreement.isPending ? (
        <Spinner label="Loading the agreement..." showLabel />
      ) : agreement.isError ? (
        <div className="grid justify-items-start gap-3">
          <FormAlert>{failureWords(agreement.error, "The agreement could not be loaded")}</FormAlert>
          <Button variant="secondary" onClick={() => void agreement.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <div className="flex flex-wrap gap-3">
            <DownloadButton agreementId={agreementId} token={token} format="html">
              {AGREEMENT_DOWNLOAD_LABELS.html}
            </DownloadButton>
            <DownloadButton agreementId={agreementId} token={token} format="pdf">
              {agreement.data.locked ? AGREEMENT_DOWNLOAD_LABELS.signed : AGREEMENT_DOWNLOAD_LABELS.pdf}
            </DownloadButton>
          </div>
          <ul className="grid gap-1 text-stone-700" aria-label="Acceptances">
            <Acceptance who="Owner" acceptance={agreement.data.owner} />
            <Acceptance who="You" acceptance={agreement.data.contractor} />
          </ul>
          {agreement.data.locked ? (
            <p role="status" className="font-medium text-emerald-900">
              Both parties have accepted: the agreement is signed and locked.
            </p>
          ) : agreement.data.contractor ? (
            <p role="status" className="text-stone-700">
              You have accepted. The signed copy is ready once the owner has accepted too.
            </p>
          ) : (
            <form noValidate onSubmit={onAccept} className="grid max-w-md gap-3" aria-label="Accept the agreement">
              <TextField
                ref={nameRef}
                label="Your full name"
                hint="Typing your name is your signature: the time, your address and the document's fingerprint are recorded with it."
                autoComplete="name"
                value={fullName}
                onChange={(event) => setFullName(event.target.value)}
                error={nameError}
                required
              />
              <div className="flex items-center gap-3">
                <Button type="submit" disabled={accept.isPending}>
                  Accept
                </Button>
                {accept.isPending ? <Spinner size="sm" label="Recording your acceptance..." /> : null}
              </div>
              <FormAlert>{accept.isError ? failureWords(accept.error, "Your acceptance was not recorded") : null}</FormAlert>
            </form>
          )}
        </>
      )}
    </section>
  );
}

import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, FileDown, LoaderCircle, PenLine } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { acceptBodySchema, type Agreement } from "../../../domain/bids/bids.contract";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { TextField } from "../../components/ui/field";
import { Spinner } from "../../components/ui/spinner";
import { toast } from "../../components/ui/use-toast";
import { AGREEMENT_DOWNLOAD_LABELS, type AgreementFormat, agreementQueryKey } from "../../lib/agreement-calls";
import { acceptAgreement, downloadAgreement, failureText, useAgreement } from "./api";

/** "Nov 24, 2026, 3:05 PM" in the reader's own time zone. */
const acceptedAtFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

function acceptedAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : acceptedAtFormat.format(date);
}

const DOWNLOAD_LABELS: Record<"html" | "pdf" | "signed", { idle: string; busy: string; format: AgreementFormat }> = {
  html: { idle: AGREEMENT_DOWNLOAD_LABELS.html, busy: "Preparing HTML...", format: "html" },
  pdf: { idle: AGREEMENT_DOWNLOAD_LABELS.pdf, busy: "Preparing PDF...", format: "pdf" },
  signed: { idle: AGREEMENT_DOWNLOAD_LABELS.signed, busy: "Preparing PDF...", format: "pdf" },
};

function DownloadButtons({ agreementId, kinds }: { agreementId: number; kinds: ReadonlyArray<keyof typeof DOWNLOAD_LABELS> }) {
  const [busy, setBusy] = useState<keyof typeof DOWNLOAD_LABELS | null>(null);
  async function download(kind: keyof typeof DOWNLOAD_LABELS) {
    setBusy(kind);
    try {
      await downloadAgreement(agreementId, DOWNLOAD_LABELS[kind].format);
    } catch (error) {
      toast({ title: "Error", description: failureText(error), variant: "destructive" });
    } finally {
      setBusy(null);
    }
  }
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap" aria-busy={busy !== null}>
      {kinds.map((kind, index) => (
        <Button
          key={kind}
          variant={index === 0 ? "primary" : "secondary"}
          disabled={busy !== null}
          onClick={() => void download(kind)}
          className="w-full sm:w-auto"
        >
          {busy === kind ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : <FileDown className="size-4" aria-hidden="true" />}
          {busy === kind ? DOWNLOAD_LABELS[kind].busy : DOWNLOAD_LABELS[kind].idle}
        </Button>
      ))}
    </div>
  );
}

function AcceptForm({ agreementId }: { agreementId: number }) {
  const queryClient = useQueryClient();
  const [fullName, setFullName] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const id = useId();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = acceptBodySchema.shape.fullName.safeParse(fullName);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      document.getElementById(`${id}-name`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const agreement = await acceptAgreement(agreementId, parsed.data);
      queryClient.setQueryData<Agreement>(agreementQueryKey(agreementId), agreement);
      toast({ title: "Agreement accepted", description: agreement.locked ? "Both of you have accepted: it is signed." : "The contractor is asked to accept it too." });
    } catch (caught) {
      toast({ title: "Error", description: failureText(caught), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={busy} className="grid gap-3">
      <TextField
        id={`${id}-name`}
        label="Your full name"
        hint="Typing your name and accepting signs the agreement electronically; the time and the document's fingerprint are recorded with it."
        autoComplete="name"
        required
        maxLength={120}
        readOnly={busy}
        value={fullName}
        onChange={(event) => {
          setFullName(event.target.value);
          setError(undefined);
        }}
        error={error}
      />
      <div>
        <Button type="submit" disabled={busy} className="w-full sm:w-auto">
          {busy ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : <PenLine className="size-4" aria-hidden="true" />}
          {busy ? "Accepting..." : "Accept the agreement"}
        </Button>
      </div>
    </form>
  );
}

function PartyState({ party, acceptance }: { party: string; acceptance: Agreement["owner"] }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-stone-500 uppercase">{party}</dt>
      <dd className="text-stone-900">
        {acceptance ? (
          <span className="inline-flex items-center gap-1">
            <CheckCircle2 className="size-4 text-emerald-700" aria-hidden="true" />
            Accepted by {acceptance.fullName} on {acceptedAt(acceptance.acceptedAt)}
          </span>
        ) : (
          "Not accepted yet"
        )}
      </dd>
    </div>
  );
}

/** The agreement's heading, which takes focus once the award has made it. */
export const AGREEMENT_HEADING_ID = "agreement-heading";

/** The agreement the award made: read it, accept it with a typed name, and once both have, the signed copy. */
export function AgreementSection({ agreementId, company }: { agreementId: number; company: string | undefined }) {
  const query = useAgreement(agreementId);
  return (
    <section aria-labelledby={AGREEMENT_HEADING_ID} className="grid gap-4">
      <h2 id={AGREEMENT_HEADING_ID} tabIndex={-1} className="text-2xl font-semibold text-stone-900 focus:outline-none">
        Agreement
      </h2>
      <Card className="grid gap-4 p-4 sm:p-6">
        {query.isPending ? (
          <Spinner label="Loading the agreement..." showLabel />
        ) : query.isError ? (
          <p role="alert" className="text-stone-900">
            We couldn't load the agreement: {failureText(query.error)}
          </p>
        ) : (
          <>
            <p className="text-stone-700">
              You awarded the work{company ? ` to ${company}` : ""}. The agreement binds SOW version {query.data.sowVersion} and
              the awarded bid. {query.data.locked ? "Both of you have accepted it; it is locked." : "Read it, then accept it; the contractor accepts it from their link."}
            </p>
            <dl className="grid gap-3 sm:grid-cols-2">
              <PartyState party="You" acceptance={query.data.owner} />
              <PartyState party={company ?? "The contractor"} acceptance={query.data.contractor} />
            </dl>
            {query.data.locked ? (
              <DownloadButtons agreementId={agreementId} kinds={["signed", "html"]} />
            ) : (
              <DownloadButtons agreementId={agreementId} kinds={["html", "pdf"]} />
            )}
            {query.data.owner ? null : <AcceptForm agreementId={agreementId} />}
          </>
        )}
      </Card>
    </section>
  );
}

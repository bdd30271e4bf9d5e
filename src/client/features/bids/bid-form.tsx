// The online bid form (docs/product/bids.md section 2): one fieldset per row of the SOW's bid form, grouped by
// kind, then the bidder's details; kept as a draft while typed, checked by the domain's own schema before it is
// submitted, and the server's complaints shown beside the fields they name.
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Controller, type FieldErrors, type Resolver, useForm, useWatch } from "react-hook-form";
import type { BaselineRowKind } from "../../../domain/bids/baseline";
import type { BidPage, StoredBid } from "../../../domain/bids/bids.contract";
import { BIDDER_FIELD_LABELS, type BidBody, type BidRowStatus, REQUIRED_ON_SUBMIT, STATUSES_BY_KIND } from "../../../domain/bids/bid";
import type { FieldIssue } from "../../../domain/common/api-contract";
import { formatQuantity, formatUsd } from "../../../domain/common/format";
import { useHeightVariable } from "../../components/layout/use-height-variable";
import { Button } from "../../components/ui/button";
import { TextAreaField, TextField } from "../../components/ui/field";
import { FormAlert } from "../../components/ui/form-alert";
import { RadioGroup } from "../../components/ui/radio-group";
import { Spinner } from "../../components/ui/spinner";
import { BidRequestError, saveBid } from "./api";
import {
  type BidderTextField,
  type BidFormValues,
  baseTotalOf,
  startingValues,
  completenessSchema,
  submissionSchema,
  takesAmount,
} from "./bid-form-model";
import { type DraftStatus, useDraftSaver } from "./use-draft-saver";

export const KIND_HEADINGS: Record<BaselineRowKind, { title: string; intro: string }> = {
  scope: { title: "Scope of work", intro: "Your price for each item, overhead, profit and tax included; or mark it as an allowance or excluded." },
  allowance: { title: "Allowances", intro: "Priced at the quantity the SOW fixes." },
  alternate: { title: "Alternates", intro: "What each alternate adds to or deducts from your base bid; alternates stay out of the base total." },
  unitPrice: { title: "Unit prices", intro: "Your price for one unit, for quantities not known until the work; unit prices stay out of the base total." },
};

const KIND_ORDER: readonly BaselineRowKind[] = ["scope", "allowance", "alternate", "unitPrice"];

const STATUS_LABELS: Record<BaselineRowKind, Partial<Record<BidRowStatus, string>>> = {
  scope: { included: "Included", allowance: "Allowance", excluded: "Excluded" },
  allowance: { included: "Included", allowance: "Allowance", excluded: "Excluded" },
  alternate: { add: "Add", deduct: "Deduct", notOffered: "Not offered" },
  unitPrice: { included: "Priced", notOffered: "Not offered" },
};

export const DRAFT_STATUS_WORDS: Record<DraftStatus, string> = {
  idle: "",
  saving: "Saving...",
  saved: "Saved",
  retrying: "Not saved: retrying",
  refused: "Not saved: see the fields marked",
};

/** The DOM id of a field's control, from its path ("rows.3.amount" -> "bid-rows-3-amount"). */
export const fieldDomId = (path: string) => `bid-${path.replaceAll(".", "-")}`;

const DATE_FIELDS = new Set<BidderTextField>(["insuranceExpiry", "earliestStart", "validUntil"]);
const FIELD_GROUPS: ReadonlyArray<{ legend: string; fields: readonly BidderTextField[] }> = [
  { legend: "Your company", fields: ["company", "contactName", "contactEmail", "contactPhone"] },
  { legend: "Licence and insurance", fields: ["licenceNumber", "licenceClass", "insuranceCarrier", "insuranceExpiry"] },
  { legend: "Schedule and terms", fields: ["warrantyYears", "earliestStart", "durationWeeks", "validUntil", "qualifications"] },
];
const INPUT_KIND: Partial<Record<BidderTextField, { type?: string; inputMode?: "numeric" | "email" | "tel"; autoComplete?: string }>> = {
  company: { autoComplete: "organization" },
  contactName: { autoComplete: "name" },
  contactEmail: { type: "email", inputMode: "email", autoComplete: "email" },
  contactPhone: { type: "tel", inputMode: "tel", autoComplete: "tel" },
  warrantyYears: { inputMode: "numeric" },
  durationWeeks: { inputMode: "numeric" },
};

function errorAt(errors: FieldErrors<BidFormValues>, path: string): string | undefined {
  let node: unknown = errors;
  for (const key of path.split(".")) node = (node as Record<string, unknown> | undefined)?.[key];
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === "string" ? message : undefined;
}

/** Moves focus to a field's control: the input itself, or a radio group's chosen (else first) option. */
function focusField(path: string): void {
  const element = document.getElementById(fieldDomId(path));
  if (!element) return;
  const target = element.matches("input, textarea, select")
    ? element
    : (element.querySelector<HTMLElement>('[role="radio"][aria-checked="true"]') ?? element.querySelector<HTMLElement>('[role="radio"]'));
  target?.focus();
}

const isLeafError = (value: unknown) => typeof value === "object" && value !== null && ("message" in value || "type" in value);

/** Two sets of field errors as one; the first's complaint wins on a field both name. */
function mergeErrors(first: Record<string, unknown>, second: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = Array.isArray(first) ? ([...first] as unknown as Record<string, unknown>) : { ...first };
  for (const [key, value] of Object.entries(second)) {
    const mine = merged[key];
    if (mine === undefined) merged[key] = value;
    else if (!isLeafError(mine) && !isLeafError(value) && typeof mine === "object" && typeof value === "object" && value !== null) {
      merged[key] = mergeErrors(mine as Record<string, unknown>, value as Record<string, unknown>);
    }
  }
  return merged;
}

/**
 * The submission's checks: the domain's schema over the values as typed, and its completeness checks over the
 * values that parse, so every complaint shows at once.
 */
function submissionResolver(page: BidPage): Resolver<BidFormValues, unknown, BidBody> {
  const typed = zodResolver(submissionSchema(page)) as Resolver<BidFormValues, unknown, BidBody>;
  const complete = zodResolver(completenessSchema(page)) as Resolver<BidFormValues, unknown, BidBody>;
  return async (values, context, options) => {
    const first = await typed(values, context, options);
    if (Object.keys(first.errors).length === 0) return first;
    const second = await complete(values, context, options);
    return { values: {}, errors: mergeErrors(first.errors, second.errors) as typeof first.errors };
  };
}

type SummaryItem = { path: string | null; message: string };

export interface BidFormProps {
  token: string;
  page: BidPage;
  /** The bids closed or the link went while the form was open: the page asks again. */
  onClosed(): void;
}

export function BidForm({ token, page, onClosed }: BidFormProps) {
  const [start] = useState(() => startingValues(token, page));
  const resolver = useMemo(() => submissionResolver(page), [page]);
  const form = useForm<BidFormValues, unknown, BidBody>({
    defaultValues: start.values,
    resolver,
    mode: "onSubmit",
    reValidateMode: "onSubmit",
    // focus goes to the summary of complaints, which links to each field
    shouldFocusError: false,
  });
  const { control, register, handleSubmit, getValues, setError, clearErrors, formState } = form;
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState<StoredBid | null>(null);
  const [summary, setSummary] = useState<SummaryItem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const [revision, setRevision] = useState(page.bid?.submittedAt ? page.bid.revision : null);
  const headingId = useId();
  // the bar with the submit button sticks to the bottom: focus scrolling and toasts keep clear of it, as of the planner's
  const barRef = useRef<HTMLDivElement>(null);
  useHeightVariable(barRef, "--planner-bar-h");

  const serverIssues = (issues: FieldIssue[]) => {
    const items: SummaryItem[] = [];
    for (const issue of issues) {
      const known = fieldPaths.has(issue.path);
      if (known) setError(issue.path as never, { type: "server", message: issue.message });
      items.push({ path: known ? issue.path : null, message: issue.message });
    }
    return items;
  };

  const drafts = useDraftSaver({
    token,
    sowVersion: page.sowVersion.number,
    getValues,
    serverSavedAt: page.bid?.savedAt ?? null,
    startsUnsaved: start.unsaved,
    enabled: !submitting,
    onRefused: (issues) => serverIssues(issues),
    onClosed,
  });

  // every change goes to the draft keeper
  const { noteChange } = drafts;
  useEffect(() => {
    const subscription = form.watch((values, { name, type }) => {
      if (type !== "change" && type !== undefined) return;
      noteChange(values as BidFormValues);
      // a field's complaint goes once it is changed; the next submission checks it again
      if (name && type === "change") clearErrors(name);
    });
    return () => subscription.unsubscribe();
  }, [form, noteChange, clearErrors]);

  const rows = useWatch({ control, name: "rows" });
  const baseTotal = baseTotalOf(page, rows);

  const groups = useMemo(
    () =>
      KIND_ORDER.map((kind) => ({ kind, rows: page.rows.map((row, index) => ({ row, index })).filter(({ row }) => row.kind === kind) })).filter(
        (g) => g.rows.length > 0,
      ),
    [page.rows],
  );
  // the fields in the order the form shows them, for the summary's order and for telling a field's complaint from the body's
  const orderedPaths = useMemo(
    () => [
      ...groups.flatMap((g) => g.rows.flatMap(({ index }) => [`rows.${index}.status`, `rows.${index}.amount`, `rows.${index}.note`])),
      ...FIELD_GROUPS.flatMap((g) => g.fields),
    ],
    [groups],
  );
  const fieldPaths = useMemo(() => new Set(orderedPaths), [orderedPaths]);

  // each refused submission moves the focus to its summary, and a success to its message, once they have rendered
  const [summaryShown, setSummaryShown] = useState(0);
  const showSummary = (items: SummaryItem[]) => {
    setSummary(items);
    setSummaryShown((n) => n + 1);
  };
  useEffect(() => {
    if (summaryShown > 0) summaryRef.current?.focus();
  }, [summaryShown]);
  useEffect(() => {
    if (submitted) successRef.current?.focus();
  }, [submitted]);

  const onInvalid = (errors: FieldErrors<BidFormValues>) => {
    setSubmitted(null);
    const items: SummaryItem[] = orderedPaths.flatMap((path) => {
      const message = errorAt(errors, path);
      return message ? [{ path, message }] : [];
    });
    // a complaint about the rows as a whole or the version has no field of its own
    const whole = [errors.rows?.root?.message, errors.rows?.message, (errors as Record<string, { message?: string }>).sowVersion?.message].filter(
      (m): m is string => typeof m === "string",
    );
    showSummary([...items, ...whole.map((message) => ({ path: null, message }))]);
  };

  const onValid = async (body: BidBody) => {
    setSubmitting(true);
    setFailure(null);
    setSubmitted(null);
    const sent = drafts.changeCount();
    try {
      const bid = await saveBid(token, { ...body, submit: true });
      drafts.markSaved(bid, getValues(), sent);
      setSummary([]);
      setRevision(bid.revision);
      setSubmitted(bid);
    } catch (error) {
      if (error instanceof BidRequestError && error.status === 400 && error.issues.length > 0) {
        showSummary(serverIssues(error.issues));
      } else if (error instanceof BidRequestError && (error.status === 404 || error.status === 409)) {
        onClosed();
      } else {
        setFailure(
          error instanceof BidRequestError && error.serverMessage && error.status !== 503
            ? error.serverMessage
            : "Your bid could not be submitted: the connection failed. What you typed is kept; try again in a moment.",
        );
      }
    } finally {
      setSubmitting(false);
    }
  };

  const submit = handleSubmit(onValid, onInvalid);

  return (
    <form noValidate onSubmit={submit} aria-labelledby={headingId} className="grid gap-8">
      <h2 id={headingId} className="sr-only">
        Your bid
      </h2>
      {summary.length > 0 ? (
        <section
          ref={summaryRef}
          tabIndex={-1}
          aria-labelledby={`${headingId}-summary`}
          className="rounded-xl border border-red-300 bg-red-50 p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700"
        >
          <h3 id={`${headingId}-summary`} className="font-semibold text-red-800">
            {summary.length === 1 ? "One thing to fix before you submit" : `${summary.length} things to fix before you submit`}
          </h3>
          <ul className="mt-2 grid gap-1 text-sm text-red-800">
            {summary.map((item, i) => (
              <li key={`${item.path ?? "body"}-${i}`}>
                {item.path ? (
                  <a
                    href={`#${fieldDomId(item.path)}`}
                    className="underline underline-offset-2"
                    onClick={(event) => {
                      event.preventDefault();
                      focusField(item.path ?? "");
                    }}
                  >
                    {item.message}
                  </a>
                ) : (
                  item.message
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {groups.map(({ kind, rows: groupRows }) => (
        <section key={kind} aria-labelledby={`${headingId}-${kind}`} className="grid gap-4">
          <div>
            <h3 id={`${headingId}-${kind}`} className="text-xl font-semibold text-stone-900">
              {KIND_HEADINGS[kind].title}
            </h3>
            <p className="mt-1 text-sm text-stone-600">{KIND_HEADINGS[kind].intro}</p>
          </div>
          {groupRows.map(({ row, index }) => {
            const statusPath = `rows.${index}.status` as const;
            const amountPath = `rows.${index}.amount` as const;
            const notePath = `rows.${index}.note` as const;
            const status = rows[index]?.status ?? "";
            const quantity = row.quantity !== null ? `${formatQuantity(row.quantity)}${row.unit ? ` ${row.unit}` : ""}` : row.unit;
            return (
              <fieldset key={row.id} className="grid gap-4 rounded-xl border border-stone-200 bg-white p-4 sm:p-5">
                <legend className="float-left w-full text-base font-semibold text-stone-900">
                  {row.title}
                  {quantity ? <span className="ml-2 text-sm font-normal text-stone-600">{kind === "unitPrice" ? `per ${row.unit ?? "unit"}` : quantity}</span> : null}
                </legend>
                <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_12rem_minmax(0,1fr)] lg:items-start">
                  <Controller
                    control={control}
                    name={statusPath}
                    render={({ field, fieldState }) => (
                      <RadioGroup<BidRowStatus>
                        id={fieldDomId(statusPath)}
                        legend={`Answer for ${row.title}`}
                        hideLegend
                        orientation="horizontal"
                        value={field.value}
                        onValueChange={(value) => {
                          field.onChange(value);
                          clearErrors(statusPath);
                        }}
                        options={STATUSES_BY_KIND[row.kind].map((value) => ({ value, label: STATUS_LABELS[row.kind][value] ?? value }))}
                        error={fieldState.error?.message}
                      />
                    )}
                  />
                  <TextField
                    id={fieldDomId(amountPath)}
                    label={
                      <>
                        {kind === "unitPrice" ? "Price per unit ($)" : "Amount ($)"}
                        <span className="sr-only">, {row.title}</span>
                      </>
                    }
                    inputMode="decimal"
                    autoComplete="off"
                    hint={
                      status !== "" && !takesAmount(status)
                        ? "Kept, but not counted while the row is not priced"
                        : kind === "alternate"
                          ? "The size of the change: add or deduct says which way"
                          : undefined
                    }
                    error={errorAt(formState.errors, amountPath)}
                    {...register(amountPath)}
                  />
                  <TextField
                    id={fieldDomId(notePath)}
                    label={
                      <>
                        Note<span className="sr-only">, {row.title}</span> (optional)
                      </>
                    }
                    autoComplete="off"
                    error={errorAt(formState.errors, notePath)}
                    {...register(notePath)}
                  />
                </div>
              </fieldset>
            );
          })}
        </section>
      ))}

      <p className="rounded-xl bg-stone-100 px-4 py-3 text-base text-stone-900">
        Base total so far: <strong>{formatUsd(baseTotal)}</strong>
        <span className="block text-sm text-stone-600">The scope and allowance rows you price; alternates and unit prices are apart.</span>
      </p>

      {FIELD_GROUPS.map((group) => (
        <fieldset key={group.legend} className="grid gap-4 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-2 sm:p-5">
          <legend className="float-left w-full text-lg font-semibold text-stone-900 sm:col-span-2">{group.legend}</legend>
          {group.fields.map((name) => {
            const required = name in REQUIRED_ON_SUBMIT;
            const common = {
              id: fieldDomId(name),
              label: BIDDER_FIELD_LABELS[name],
              required,
              error: errorAt(formState.errors, name),
              ...register(name),
            };
            return name === "qualifications" ? (
              <TextAreaField key={name} {...common} className="sm:col-span-2" hint="Anything your price assumes or leaves out, in your words." />
            ) : (
              <TextField key={name} {...common} type={DATE_FIELDS.has(name) ? "date" : "text"} {...INPUT_KIND[name]} />
            );
          })}
        </fieldset>
      ))}

      {submitted ? (
        <div
          ref={successRef}
          tabIndex={-1}
          role="status"
          className="rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-700"
        >
          <p className="font-semibold">Your bid was submitted (revision {submitted.revision}). The owner has been told by e-mail.</p>
          <p className="mt-1 text-sm">You can change it and submit again until the owner awards a bid; every revision is kept.</p>
        </div>
      ) : null}
      <FormAlert>{failure}</FormAlert>

      {/* on a phone: the button and the total on one row, the draft's state in small type under them */}
      <div
        ref={barRef}
        className="sticky bottom-0 -mx-4 flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-stone-200 bg-white/95 px-4 py-2 sm:mx-0 sm:gap-y-4 sm:rounded-xl sm:border sm:py-3"
      >
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? "Submitting..." : "Submit bid"}
        </Button>
        {submitting ? <Spinner size="sm" label="Submitting your bid..." /> : null}
        <p role="status" className="order-last w-full text-xs text-stone-700 sm:order-none sm:w-auto sm:text-sm">
          {DRAFT_STATUS_WORDS[drafts.status]}
          {revision !== null && drafts.status !== "saving" ? <span className="ml-2 text-stone-600">Revision {revision} submitted</span> : null}
        </p>
        <p className="ml-auto text-sm text-stone-700">
          Base total: <strong>{formatUsd(baseTotal)}</strong>
        </p>
      </div>
    </form>
  );
}

import { useQueryClient } from "@tanstack/react-query";
import { LoaderCircle, Pencil, RefreshCw, Tags } from "lucide-react";
import { type FormEvent, type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { SERVICE_TIERS, type ServiceTier, type TierPrice, tierName, tierPriceSchema } from "../../../domain/commerce/tiers";
import { formatUsd } from "../../../domain/common/format";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { TextField } from "../../components/ui/field";
import { Spinner } from "../../components/ui/spinner";
import { toast } from "../../components/ui/use-toast";
import { type FieldErrors, fieldErrorsFromZod } from "../../lib/form-errors";
import { showPricingChange, usePricing } from "../checkout";
import { PriceUpdateError, updatePrice } from "./api";
import { ADMIN_TEXTS } from "./texts";

const T = ADMIN_TEXTS.pricing;

/** What the two fields hold, as typed. */
type PriceDraft = { price: string; originalPrice: string };

/**
 * The fields as the request body (docs/product/accounts-and-commerce.md: "price parsed as a number; an empty original price is sent as
 * null"). An empty price reads as 0, which the shared rule refuses with its own words.
 */
export function draftToBody(draft: PriceDraft): TierPrice {
  const original = draft.originalPrice.trim();
  return { price: Number(draft.price.trim() || "0"), originalPrice: original === "" ? null : Number(original) };
}

function TierEditForm({
  tier,
  current,
  onSaved,
  onCancel,
}: {
  tier: ServiceTier;
  current: TierPrice;
  onSaved(): void;
  onCancel(): void;
}) {
  const queryClient = useQueryClient();
  const id = useId();
  const priceId = `${id}-price`;
  const originalId = `${id}-original`;
  const [draft, setDraft] = useState<PriceDraft>({
    price: String(current.price),
    originalPrice: current.originalPrice === null ? "" : String(current.originalPrice),
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const field = document.getElementById(priceId) as HTMLInputElement | null;
    field?.focus();
    field?.select();
  }, [priceId]);

  function focusFirstError(found: FieldErrors) {
    const target = found.price !== undefined ? priceId : found.originalPrice !== undefined ? originalId : null;
    if (target) document.getElementById(target)?.focus();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const parsed = tierPriceSchema.safeParse(draftToBody(draft));
    if (!parsed.success) {
      const found = fieldErrorsFromZod(parsed.error);
      setErrors(found);
      focusFirstError(found);
      return;
    }
    setSaving(true);
    try {
      const pricing = await updatePrice(tier, parsed.data);
      void showPricingChange(queryClient, pricing);
      toast({ title: ADMIN_TEXTS.pricingUpdated });
      onSaved();
    } catch (error) {
      setSaving(false);
      toast({ title: "Error", description: ADMIN_TEXTS.pricingFailed, variant: "destructive" });
      if (error instanceof PriceUpdateError) {
        setErrors(error.fieldErrors);
        focusFirstError(error.fieldErrors);
      }
    }
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Escape" && !saving) {
      event.preventDefault();
      onCancel();
    }
  }

  function edit(field: keyof PriceDraft, value: string) {
    setDraft((before) => ({ ...before, [field]: value }));
    setErrors((before) => ({ ...before, [field]: undefined }));
  }

  return (
    <form noValidate onSubmit={onSubmit} onKeyDown={onKeyDown} aria-busy={saving} className="grid gap-3">
      <TextField
        id={priceId}
        name="price"
        type="number"
        inputMode="decimal"
        step={0.01}
        min={0.01}
        required
        label={T.currentPrice}
        readOnly={saving}
        value={draft.price}
        onChange={(event) => edit("price", event.target.value)}
        error={errors.price}
      />
      <TextField
        id={originalId}
        name="originalPrice"
        type="number"
        inputMode="decimal"
        step={0.01}
        min={0.01}
        label={T.originalPrice}
        placeholder={ADMIN_TEXTS.originalPricePlaceholder}
        readOnly={saving}
        value={draft.originalPrice}
        onChange={(event) => edit("originalPrice", event.target.value)}
        error={errors.originalPrice}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={saving}>
          {saving ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : null}
          {saving ? T.saving : T.save}
        </Button>
        <Button variant="secondary" size="sm" disabled={saving} onClick={onCancel}>
          {T.cancel}
        </Button>
      </div>
    </form>
  );
}

function TierBlock({
  tier,
  current,
  editing,
  locked,
  onEdit,
  onDone,
}: {
  tier: ServiceTier;
  current: TierPrice;
  editing: boolean;
  /** Another tier is being edited: one at a time. */
  locked: boolean;
  onEdit(): void;
  onDone(): void;
}) {
  const id = useId();
  const headingId = `${id}-name`;
  const editId = `${id}-edit`;
  const refocusEdit = useRef(false);

  useEffect(() => {
    if (!editing && refocusEdit.current) {
      refocusEdit.current = false;
      document.getElementById(editId)?.focus();
    }
  }, [editing, editId]);

  function done() {
    refocusEdit.current = true;
    onDone();
  }

  return (
    <article aria-labelledby={headingId} className="grid content-start gap-3 rounded-xl border border-stone-200 p-4">
      <h3 id={headingId} className="text-base font-semibold text-stone-900">
        {tierName(tier)}
      </h3>
      {editing ? (
        <TierEditForm tier={tier} current={current} onSaved={done} onCancel={done} />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3">
            <div className="grid content-start gap-0.5">
              <dt className="text-xs font-medium tracking-wide text-stone-500 uppercase">{T.current}</dt>
              <dd className="text-2xl font-bold text-stone-900 tabular-nums">{formatUsd(current.price)}</dd>
            </div>
            <div className="grid content-start gap-0.5">
              <dt className="text-xs font-medium tracking-wide text-stone-500 uppercase">{T.original}</dt>
              <dd className="text-lg text-stone-600 tabular-nums">
                {current.originalPrice === null ? T.noOriginal : <s>{formatUsd(current.originalPrice)}</s>}
              </dd>
            </div>
          </dl>
          <div>
            <Button
              id={editId}
              aria-labelledby={`${editId} ${headingId}`}
              variant="secondary"
              size="sm"
              disabled={locked}
              onClick={onEdit}
            >
              <Pencil className="size-4" aria-hidden="true" />
              {T.edit}
            </Button>
          </div>
        </>
      )}
    </article>
  );
}

/** The three tiers' prices, editable one tier at a time; a saved price applies at once. */
export function PricingEditor() {
  const query = usePricing();
  const [editing, setEditing] = useState<ServiceTier | null>(null);

  let body: ReactNode;
  if (query.isPending) {
    body = <Spinner label={T.loading} showLabel className="justify-self-start" />;
  } else if (query.isError) {
    body = (
      <div className="grid justify-items-start gap-3">
        <p role="alert" className="text-stone-800">
          {T.failed}
        </p>
        <Button variant="secondary" size="sm" disabled={query.isFetching} onClick={() => void query.refetch()}>
          <RefreshCw className="size-4" aria-hidden="true" />
          {ADMIN_TEXTS.retry}
        </Button>
      </div>
    );
  } else {
    const pricing = query.data;
    body = (
      <div className="grid gap-4 md:grid-cols-3">
        {SERVICE_TIERS.map((tier) => (
          <TierBlock
            key={tier}
            tier={tier}
            current={pricing[tier]}
            editing={editing === tier}
            locked={editing !== null && editing !== tier}
            onEdit={() => setEditing(tier)}
            onDone={() => setEditing(null)}
          />
        ))}
      </div>
    );
  }

  return (
    <section>
      <Card className="grid gap-4 p-4 sm:p-6">
        <div className="grid gap-1">
          <h2 className="flex items-center gap-2 text-lg font-semibold text-stone-900">
            <Tags className="size-5 text-ember-700" aria-hidden="true" />
            {T.title}
          </h2>
          <p className="text-sm text-stone-600">{ADMIN_TEXTS.pricingNote}</p>
        </div>
        {body}
      </Card>
    </section>
  );
}

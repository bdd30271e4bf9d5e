import type { ReactNode } from "react";
import { toIsoDate } from "../../../../../domain/common/format";
import { BUDGET_RANGES, COMPLETION_WEEKS, TEXT_LIMITS, WARRANTY_YEARS } from "../../../../../domain/planner/limits";
import type { ContractInfo } from "../../../../../domain/planner/schema";
import { CONTRACT_FIELD_LABELS as L, GATING_MESSAGES, isStartDateInPast } from "../../../../../domain/planner/wizard";
import { Card } from "../../../../components/ui/card";
import { SelectField, TextField } from "../../../../components/ui/field";
import { RadioGroup } from "../../../../components/ui/radio-group";
import { usePlanner } from "../../planner-store";
import { StartDateField } from "./contract-start-date";
import { TipField } from "./contract-tip-field";
import { StepLayout } from "../step-layout";
import { YourDesign } from "../your-design";

const BUDGET_RANGE_OPTIONS = BUDGET_RANGES.map((r) => ({ value: r.id, label: r.label }));

const WEEK_OPTIONS = COMPLETION_WEEKS.map((weeks) => ({ value: String(weeks), label: `${weeks} weeks` }));

const WARRANTY_OPTIONS = Array.from({ length: WARRANTY_YEARS.max - WARRANTY_YEARS.min + 1 }, (_, i) => {
  const years = WARRANTY_YEARS.min + i;
  return { value: String(years), label: years === 1 ? "1 year" : `${years} years` };
});

function parseWeeks(value: string): ContractInfo["completionWeeks"] {
  return COMPLETION_WEEKS.find((weeks) => String(weeks) === value) ?? null;
}

function parseWarranty(value: string): ContractInfo["warrantyYears"] {
  return WARRANTY_OPTIONS.some((o) => o.value === value) ? (value as ContractInfo["warrantyYears"]) : "";
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card className="grid gap-5 p-5 sm:p-6">
      <div className="grid gap-1">
        <h3 className="text-lg font-semibold text-stone-900">{title}</h3>
        {description ? <p className="text-sm text-stone-600">{description}</p> : null}
      </div>
      {children}
    </Card>
  );
}

/**
 * Step 8: schedule, budget range, the contractor (or the wish for help finding one) and an optional tip; below
 * them, the design they are for.
 */
export function ContractStep() {
  const { data, update } = usePlanner();
  const info = data.contractInfo;
  const set = (patch: Partial<ContractInfo>) =>
    update((d) => ({ ...d, contractInfo: { ...d.contractInfo, ...patch } }));

  const startInPast = isStartDateInPast(info, toIsoDate(new Date()));

  return (
    <StepLayout
      title="Contract Information"
      intro="When you'd like to start, what you plan to spend and who will build it. This goes into your Statement of Work."
    >
      <Section title="Schedule and budget">
        <div className="grid gap-5 sm:grid-cols-2">
          <StartDateField
            value={info.startDate}
            onChange={(startDate) => set({ startDate })}
            error={startInPast ? GATING_MESSAGES.startDateInPast : null}
          />
          <SelectField
            label={L.completionWeeks}
            required
            hint="The longest the build may take once work starts."
            placeholder="Select the number of weeks"
            options={WEEK_OPTIONS}
            value={info.completionWeeks === null ? "" : String(info.completionWeeks)}
            onChange={(event) => set({ completionWeeks: parseWeeks(event.target.value) })}
          />
          <SelectField
            label={L.budgetRange}
            required
            hint="What you expect to spend on the whole project."
            placeholder="Select a budget range"
            options={BUDGET_RANGE_OPTIONS}
            value={info.budgetRange}
            onChange={(event) =>
              set({ budgetRange: BUDGET_RANGES.find((r) => r.id === event.target.value)?.id ?? "" })
            }
          />
        </div>
      </Section>

      <Section title="Contractor">
        <RadioGroup
          legend={L.hasContractor}
          required
          value={info.hasContractor}
          onValueChange={(hasContractor) => set({ hasContractor })}
          orientation="horizontal"
          variant="cards"
          options={[
            { value: "yes", label: "Yes", description: "I know who will build it" },
            { value: "no", label: "No", description: "I haven't chosen one yet" },
          ]}
        />
        {info.hasContractor === "yes" ? (
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label={L.contractorName}
              required
              autoComplete="organization"
              maxLength={TEXT_LIMITS.name}
              value={info.contractorName}
              onChange={(event) => set({ contractorName: event.target.value })}
            />
            <TextField
              label={L.contractorLicense}
              required
              maxLength={TEXT_LIMITS.short}
              value={info.contractorLicense}
              onChange={(event) => set({ contractorLicense: event.target.value })}
            />
            <TextField
              label={L.contractorAddress}
              required
              className="sm:col-span-2"
              autoComplete="off"
              maxLength={TEXT_LIMITS.address}
              value={info.contractorAddress}
              onChange={(event) => set({ contractorAddress: event.target.value })}
            />
            <SelectField
              label={L.warrantyYears}
              required
              placeholder="Select warranty years"
              options={WARRANTY_OPTIONS}
              value={info.warrantyYears}
              onChange={(event) => set({ warrantyYears: parseWarranty(event.target.value) })}
            />
          </div>
        ) : null}
        {info.hasContractor === "no" ? (
          <RadioGroup
            legend={L.needsContractorHelp}
            required
            value={info.needsContractorHelp}
            onValueChange={(needsContractorHelp) => set({ needsContractorHelp })}
            orientation="horizontal"
            variant="cards"
            options={[
              { value: "yes", label: "Yes, please help me find one" },
              { value: "no", label: "No, I'll find one myself" },
            ]}
          />
        ) : null}
      </Section>

      <Section
        title="Completion incentive"
        description="Optional. Some homeowners offer a tip for a job finished on time and to spec."
      >
        <TipField value={info.incentiveAmount} onChange={(incentiveAmount) => set({ incentiveAmount })} />
      </Section>

      <YourDesign />
    </StepLayout>
  );
}

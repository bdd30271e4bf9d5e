import { Droplets, ShieldCheck, Zap } from "lucide-react";
import { RATES } from "../../../../../domain/budget/rates";
import { formatUsd } from "../../../../../domain/common/format";
import { stepOutlets } from "../../../../../domain/planner/clamping";
import type { Utilities } from "../../../../../domain/planner/schema";
import { hasSink } from "../../../../../domain/planner/selection";
import { Button } from "../../../../components/ui/button";
import { RadioGroup } from "../../../../components/ui/radio-group";
import { Stepper } from "../../../../components/ui/stepper";
import { usePlanner } from "../../planner-store";
import { StepCard } from "../step-card";
import { StepLayout } from "../step-layout";
import { SiteRunsCard } from "./site-runs-card";

const R = RATES.utilities;

export function UtilitiesStep() {
  const { data, update, goTo } = usePlanner();
  const utilities = data.utilities;
  const set = (patch: Partial<Utilities>) => update((d) => ({ ...d, utilities: { ...d.utilities, ...patch } }));
  const sink = hasSink(data.appliances);

  return (
    <StepLayout
      title="Water & Electrical Requirements"
      intro={<p>Tell us what needs to run to the island, so the trenching, plumbing and wiring are priced in.</p>}
    >
      {sink ? (
        <StepCard icon={<Droplets className="size-5" />} title="Plumbing">
          <RadioGroup
            legend="Water supply for your sink"
            value={utilities.water}
            onValueChange={(water) => set({ water })}
            options={[
              { value: "cold", label: "Cold water only", description: `Water line ${formatUsd(R.water.cold)}` },
              { value: "hot-cold", label: "Hot and cold water", description: `Water lines ${formatUsd(R.water["hot-cold"])}` },
            ]}
            orientation="horizontal"
            variant="cards"
          />
          <p className="rounded-xl bg-stone-50 p-3 text-sm text-stone-700">
            <span className="font-semibold text-stone-900">Tip: </span>
            hot water needs extra plumbing: a hot supply line, and often a small water heater near the island.
          </p>
        </StepCard>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-dashed border-stone-300 bg-white/60 p-4 text-sm text-stone-600">
          <p>No sink selected, so no plumbing is needed.</p>
          <Button variant="secondary" size="sm" onClick={() => goTo(1)}>
            Add a sink
          </Button>
        </div>
      )}

      <StepCard icon={<Zap className="size-5" />} title="Electrical">
        <RadioGroup
          legend="Dedicated 120V 20A circuits"
          value={utilities.circuits}
          onValueChange={(circuits) => set({ circuits })}
          options={[
            { value: "1", label: "1 circuit", description: `${formatUsd(R.perCircuit)}` },
            { value: "2", label: "2 circuits (recommended)", description: `${formatUsd(R.perCircuit * 2)}: room for a fridge and lights` },
          ]}
          orientation="horizontal"
          variant="cards"
        />
        <div className="grid items-start gap-6 sm:grid-cols-2">
          <Stepper
            label="Outlets outside"
            value={Number(utilities.outletsOutside)}
            onStep={(delta) => set({ outletsOutside: stepOutlets(utilities.outletsOutside, delta) })}
            decrementLabel="Fewer outside outlets"
            incrementLabel="More outside outlets"
            hint={`On the island's faces and countertop, ${formatUsd(R.perOutsideOutlet)} each.`}
          />
          <Stepper
            label="Outlets inside"
            value={Number(utilities.outletsInside)}
            onStep={(delta) => set({ outletsInside: stepOutlets(utilities.outletsInside, delta) })}
            decrementLabel="Fewer inside outlets"
            incrementLabel="More inside outlets"
            hint={`Inside the cabinets, for a fridge or ice maker, ${formatUsd(R.perInsideOutlet)} each.`}
          />
        </div>
        <div className="flex items-start gap-3 rounded-xl border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950">
          <ShieldCheck className="mt-0.5 size-5 shrink-0 text-sky-700" aria-hidden="true" />
          <p>
            GFCI protection is required on all outdoor outlets, and your SOW will require weather-resistant
            receptacles with in-use covers.
          </p>
        </div>
      </StepCard>

      <SiteRunsCard />
    </StepLayout>
  );
}

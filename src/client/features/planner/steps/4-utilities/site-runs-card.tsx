// Step 4's questions about the runs from the house and what they come to, worked out in the browser by the
// domain as the owner types (docs/product/site-and-utility-runs.md sections 1 and 4 to 7; the wizard's step 4
// in docs/product/planner-wizard.md). The answers go to plan.site; without any, the budget is as before.
import { AlertTriangle, Route } from "lucide-react";
import { useMemo, useState } from "react";
import { BREAKDOWN_LABELS, calculateBudget } from "../../../../../domain/budget/budget";
import { formatQuantity, formatUsd } from "../../../../../domain/common/format";
import type { PlannerData } from "../../../../../domain/planner/schema";
import { hasSink } from "../../../../../domain/planner/selection";
import { isGasCapable } from "../../../../../domain/utility-runs/appliance-ratings";
import { electricalLoad } from "../../../../../domain/utility-runs/electrical-load";
import { GAS_TABLES, type GasSizing, loadInTableUnit, pipeSizeText } from "../../../../../domain/utility-runs/gas-sizing";
import { ASSUMED_RUN_FT, type GasRun, type Site, utilityRuns } from "../../../../../domain/utility-runs/runs";
import {
  DRAIN_LABELS,
  DRAIN_METHODS,
  PANEL_AMPS,
  RUN_LENGTH_FT,
  SITE_FUEL_LABELS,
  SITE_FUELS,
  TRENCH_SURFACE_LABELS,
  TRENCH_SURFACES,
} from "../../../../../domain/utility-runs/site";
import { siteSketch } from "../../../../../domain/utility-runs/sketch";
import { Button } from "../../../../components/ui/button";
import { Checkbox } from "../../../../components/ui/checkbox";
import { SelectField } from "../../../../components/ui/field";
import { RadioGroup } from "../../../../components/ui/radio-group";
import { usePlanner } from "../../planner-store";
import { useSettledAnnouncement } from "../../settled-announcement";
import { StepCard } from "../step-card";
import { WholeNumberField } from "../whole-number-field";
import { SiteSketch } from "./site-sketch";

const NOT_SURE = "not-sure";

/** The plan's site with `patch` applied; answers set to undefined are removed, and no answer at all is no site. */
function withSite(data: PlannerData, patch: Partial<Site>): PlannerData {
  const merged: Record<string, unknown> = { ...data.site, ...patch };
  for (const key of Object.keys(merged)) if (merged[key] === undefined) delete merged[key];
  const { site: _old, ...rest } = data;
  return Object.keys(merged).length === 0 ? rest : { ...rest, site: merged as Site };
}

/** A run's length: a whole number of feet, or "Not sure" (left out of the plan, priced at the assumed length). */
function RunLengthField({
  label,
  hint,
  value,
  onChange,
}: {
  label: string;
  hint: string;
  value: number | undefined;
  onChange(value: number | undefined): void;
}) {
  const [notSure, setNotSure] = useState(false);
  return (
    <div className="grid content-start gap-2">
      <WholeNumberField
        label={label}
        hint={hint}
        value={notSure ? undefined : value}
        min={RUN_LENGTH_FT.min}
        max={RUN_LENGTH_FT.max}
        unit="ft"
        disabled={notSure}
        onChange={onChange}
        keeps={(v) => (v === undefined ? `the estimate assumes ${ASSUMED_RUN_FT} ft` : `the estimate keeps ${v} ft`)}
      />
      <Checkbox
        label={
          <>
            Not sure <span className="sr-only">of the {label.toLowerCase()}</span>
          </>
        }
        description={notSure ? `Priced at ${ASSUMED_RUN_FT} ft for now.` : undefined}
        checked={notSure}
        onCheckedChange={(checked) => {
          setNotSure(checked);
          if (checked) onChange(undefined);
        }}
      />
    </div>
  );
}

const capacityText = (unit: "CFH" | "kBTU/h", value: number) =>
  unit === "CFH" ? `${formatQuantity(value)} CFH` : `${formatQuantity(value * 1000)} BTU/h`;

/** "120 CFH over 50 ft: 3/4 in carries 151; 1/2 in carries only 72." */
function sizingReason(gas: GasRun, sizing: Extract<GasSizing, { status: "sized" }>): string {
  const table = GAS_TABLES[gas.fuel];
  const load = loadInTableUnit(table, gas.load.btuPerHour);
  const row = sizing.tableLengthFt === gas.lengthFt ? "" : ` (read at the table's ${sizing.tableLengthFt} ft row)`;
  const carries = `${pipeSizeText(sizing.size)} pipe carries ${capacityText(table.unit, sizing.capacity)}`;
  const smaller = sizing.smallerCapacity
    ? `; ${pipeSizeText(sizing.smallerCapacity.size)} carries only ${capacityText(table.unit, sizing.smallerCapacity.capacity)}`
    : "";
  return `${capacityText(table.unit, load)} over ${gas.lengthFt} ft${row}: ${carries}${smaller}.`;
}

function GasResult({ gas }: { gas: GasRun }) {
  const { goTo } = usePlanner();
  const sizing = gas.sizing;
  return (
    <section aria-labelledby="site-gas-result" className="grid gap-2">
      <h4 id="site-gas-result" className="font-semibold text-stone-900">
        Gas pipe
      </h4>
      <p>
        Gas load{" "}
        <strong className="tabular-nums">
          {formatQuantity(gas.load.btuPerHour)} BTU/h ({formatQuantity(gas.load.cfh)} CFH)
        </strong>
        {gas.fuelAssumed ? ", sized for natural gas until you choose the fuel (it needs the larger pipe)" : ""}.
      </p>
      <ul className="grid gap-0.5 text-stone-600">
        {gas.appliances.map((a) => (
          <li key={a.id}>
            {a.name}: {formatQuantity(a.btuPerHour)} BTU/h
          </li>
        ))}
      </ul>
      {sizing.status === "sized" ? (
        <p>
          Pipe size <strong data-testid="gas-pipe-size">{pipeSizeText(sizing.size)}</strong>
          {gas.assumed ? ` at ${ASSUMED_RUN_FT} ft assumed` : ""}. {sizingReason(gas, sizing)}
        </p>
      ) : (
        <p className="flex items-start gap-2 rounded-lg bg-amber-50 p-2 text-amber-950">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            Needs attention:{" "}
            {sizing.reason === "too-long" ? "the run is longer than the sizing tables go" : "the load is more than the largest pipe in the tables carries"},
            so a fitter sizes this run.
          </span>
        </p>
      )}
      <p className="text-stone-600">
        Ask your gas {gas.fuel === "propane" ? "supplier whether the tank and regulator" : "utility whether the meter"} can
        carry the added {formatQuantity(gas.load.cfh)} CFH.
      </p>
      <div>
        <Button variant="secondary" size="sm" onClick={() => goTo(1)}>
          Change the appliances' gas ratings
        </Button>
      </div>
    </section>
  );
}

function ElectricalResult({ data }: { data: PlannerData }) {
  const load = useMemo(() => electricalLoad(data), [data]);
  const short = load.circuitsNeeded > load.circuitsChosen;
  const circuits = (n: number) => `${n} circuit${n === 1 ? "" : "s"}`;
  return (
    <section aria-labelledby="site-power-result" className="grid gap-2">
      <h4 id="site-power-result" className="font-semibold text-stone-900">
        Circuits
      </h4>
      <p>
        Your island's load needs <strong>{circuits(load.circuitsNeeded)}</strong> of 20 A (each carries up to 16 A
        all the time); you chose {circuits(load.circuitsChosen)}.
      </p>
      {short ? (
        <p className="flex items-start gap-2 rounded-lg bg-amber-50 p-2 text-amber-950" data-testid="circuits-warning">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            Fewer circuits than the load needs: choose more above if you can, and your electrician will price each
            additional 20 A circuit.
          </span>
        </p>
      ) : null}
      {load.subPanelReasons.length > 0 ? (
        <p className="text-stone-700">
          A small sub-panel at the island may be the better way to feed it: {load.subPanelReasons.join(" and ")}.
        </p>
      ) : null}
      {data.site?.panelAmps === 100 ? (
        <p className="text-stone-700">
          A 100 A panel may not have room for more: ask your electrician for a load calculation before adding circuits.
        </p>
      ) : null}
    </section>
  );
}

/** Step 4's questions about the runs from the house, and what they come to as the owner answers. */
export function SiteRunsCard() {
  const { data, update } = usePlanner();
  const site: Site = data.site ?? {};
  const set = (patch: Partial<Site>) => update((d) => withSite(d, patch));
  const sink = hasSink(data.appliances);
  const gasAppliance = data.appliances.some((a) => isGasCapable(a.id));
  const askGasRun = gasAppliance && site.fuel !== "none";

  const runs = useMemo(() => utilityRuns(data), [data]);
  const budget = useMemo(() => calculateBudget(data), [data]);
  const sketch = useMemo(() => siteSketch(data), [data]);
  const priced = budget.breakdown.utilityRuns;
  const gas = runs.gas;
  const announcement = useSettledAnnouncement(
    [
      gas ? (gas.sizing.status === "sized" ? `Gas pipe ${pipeSizeText(gas.sizing.size)}.` : "Gas pipe: a fitter sizes this run.") : "",
      priced !== undefined ? `${BREAKDOWN_LABELS.utilityRuns} ${formatUsd(priced)}.` : "",
    ]
      .filter(Boolean)
      .join(" "),
  );

  return (
    <StepCard icon={<Route className="size-5" />} title="Runs from the house">
      <p className="text-sm text-stone-600">
        Every question here is optional. Gas, power and water reach the island through a trench from the house; the
        lengths you give size the gas pipe and price the runs.
      </p>
      {gasAppliance ? (
        <RadioGroup
          legend="Fuel for your gas appliances"
          value={site.fuel ?? NOT_SURE}
          onValueChange={(fuel) => set({ fuel: fuel === NOT_SURE ? undefined : fuel })}
          options={[
            ...SITE_FUELS.map((f) => ({ value: f, label: SITE_FUEL_LABELS[f] })),
            { value: NOT_SURE, label: "Not sure yet" },
          ]}
          orientation="horizontal"
          variant="cards"
        />
      ) : null}
      <div className="grid items-start gap-6 sm:grid-cols-2">
        {askGasRun ? (
          <RunLengthField
            label="Gas run length"
            hint="From the gas meter (or the propane tank's regulator) to the island."
            value={site.gasRunFt}
            onChange={(gasRunFt) => set({ gasRunFt })}
          />
        ) : null}
        <RunLengthField
          label="Electrical run length"
          hint="From the electrical panel to the island."
          value={site.electricalRunFt}
          onChange={(electricalRunFt) => set({ electricalRunFt })}
        />
        {sink ? (
          <RunLengthField
            label="Water run length"
            hint="From the nearest water supply to the sink."
            value={site.waterRunFt}
            onChange={(waterRunFt) => set({ waterRunFt })}
          />
        ) : null}
        {sink ? (
          <SelectField
            label="Sink drain"
            hint={site.drain === "none" ? "Without a drain the bucket is emptied by hand; the plan marks it for attention." : undefined}
            value={site.drain ?? NOT_SURE}
            onChange={(e) => {
              const v = e.target.value;
              set({ drain: v === NOT_SURE ? undefined : (v as Site["drain"]) });
            }}
            options={[{ value: NOT_SURE, label: "Not sure yet" }, ...DRAIN_METHODS.map((m) => ({ value: m, label: DRAIN_LABELS[m] }))]}
          />
        ) : null}
        <SelectField
          label="What the trench crosses"
          hint="Pavers and concrete cost more to open and put back."
          value={site.trenchSurface ?? NOT_SURE}
          onChange={(e) => {
            const v = e.target.value;
            set({ trenchSurface: v === NOT_SURE ? undefined : (v as Site["trenchSurface"]) });
          }}
          options={[
            { value: NOT_SURE, label: "Not sure yet" },
            ...TRENCH_SURFACES.map((s) => ({ value: s, label: TRENCH_SURFACE_LABELS[s] })),
          ]}
        />
        <SelectField
          label="Electrical panel size"
          hint="On the main breaker at the top of the panel."
          value={site.panelAmps === undefined ? NOT_SURE : String(site.panelAmps)}
          onChange={(e) => {
            const v = e.target.value;
            set({ panelAmps: v === NOT_SURE ? undefined : (Number(v) as Site["panelAmps"]) });
          }}
          options={[{ value: NOT_SURE, label: "Not sure" }, ...PANEL_AMPS.map((a) => ({ value: String(a), label: `${a} A` }))]}
        />
      </div>
      <p className="rounded-xl bg-stone-50 p-3 text-sm text-stone-700">
        <span className="font-semibold text-stone-900">Not sure of a length? </span>
        It is priced at {ASSUMED_RUN_FT} ft for now, and the bid form asks each bidder for a price per foot, so the
        measured length settles the cost.
      </p>

      <div className="grid gap-5 border-t border-stone-200 pt-5 text-sm text-stone-800" data-testid="site-results">
        <span aria-live="polite" aria-atomic="true" className="sr-only">
          {announcement}
        </span>
        {gas ? <GasResult gas={gas} /> : null}
        <ElectricalResult data={data} />
        <section aria-labelledby="site-price-result" className="grid gap-1">
          <h4 id="site-price-result" className="font-semibold text-stone-900">
            {BREAKDOWN_LABELS.utilityRuns}
          </h4>
          {priced !== undefined ? (
            <>
              <p className="text-lg font-bold text-stone-900 tabular-nums" data-testid="utility-runs-price">
                {formatUsd(priced)}
              </p>
              <p className="text-stone-600">{budget.explanations.utilityRuns}</p>
            </>
          ) : (
            <p className="text-stone-600">Not priced yet: answer any question above and the runs join your estimate.</p>
          )}
        </section>
        <SiteSketch sketch={sketch} />
      </div>
    </StepCard>
  );
}

import { useState } from "react";
import { formatUsd } from "../../../../../domain/common/format";
import { APPLIANCE_CATALOGUE, APPLIANCE_GROUPS, type ApplianceId, SINK_TYPES, type SinkType } from "../../../../../domain/planner/catalogue";
import { toggleAppliance } from "../../../../../domain/planner/model";
import type { ApplianceItem } from "../../../../../domain/planner/schema";
import { appliancesTotal, setSinkType, sinkType, updateAppliance } from "../../../../../domain/planner/selection";
import { Card } from "../../../../components/ui/card";
import { RadioGroup } from "../../../../components/ui/radio-group";
import { usePlanner } from "../../planner-store";
import { ApplianceCard } from "./appliances-card";
import { StepLayout } from "../step-layout";

const SINK_OPTIONS = SINK_TYPES.map((t) => ({
  value: t.id,
  label: t.note ? `${t.label} (${t.note})` : t.label,
}));

function SelectionSummary({ appliances }: { appliances: readonly ApplianceItem[] }) {
  const count = appliances.length;
  return (
    <Card aria-live="polite" className="flex flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-3">
      <p className="text-sm text-stone-700">
        <span className="font-semibold text-stone-900 tabular-nums">{count}</span>{" "}
        {count === 1 ? "appliance" : "appliances"} selected
      </p>
      <p className="text-sm text-stone-700">
        Appliances subtotal{" "}
        <span className="text-base font-bold text-stone-900 tabular-nums">{formatUsd(appliancesTotal(appliances))}</span>
      </p>
    </Card>
  );
}

export function AppliancesStep() {
  const { data, update } = usePlanner();
  // One card at a time: opening another card's editor closes the one that was open.
  const [editing, setEditing] = useState<ApplianceId | null>(null);
  const selectedType = sinkType(data.appliances);

  const toggle = (id: ApplianceId) => {
    if (editing === id) setEditing(null);
    update((d) => ({ ...d, appliances: toggleAppliance(d.appliances, id) }));
  };
  const change = (item: ApplianceItem) =>
    update((d) => ({ ...d, appliances: updateAppliance(d.appliances, item.id, () => item) }));
  const chooseSinkType = (type: SinkType) => update((d) => ({ ...d, appliances: setSinkType(d.appliances, type) }));

  return (
    <StepLayout
      title="Choose Your Appliances"
      intro={
        <p>
          All appliances are optional add-ons: pick what you want built into your island. Sizes are widths in
          inches, and you can change the size or enter your own price once an appliance is selected.
        </p>
      }
    >
      <SelectionSummary appliances={data.appliances} />
      {APPLIANCE_GROUPS.map((group) => {
        const entries = APPLIANCE_CATALOGUE.filter((a) => a.category === group.category);
        const headingId = `appliance-group-${group.category}`;
        return (
          <section key={group.category} aria-labelledby={headingId} className="grid gap-3">
            <h3 id={headingId} className="text-lg font-semibold text-stone-900">
              {group.title}
            </h3>
            <ul className="grid items-start gap-3 sm:grid-cols-2 xl:grid-cols-3">
              {entries.map((entry) => {
                const item = data.appliances.find((a) => a.id === entry.id);
                return (
                  <ApplianceCard
                    key={entry.id}
                    entry={entry}
                    item={item}
                    editing={editing === entry.id && item !== undefined}
                    onToggle={() => toggle(entry.id)}
                    onEdit={() => setEditing(entry.id)}
                    onCloseEdit={() => setEditing(null)}
                    onChange={change}
                  >
                    {entry.id === "sink" && selectedType ? (
                      <RadioGroup
                        legend="Sink Type"
                        value={selectedType}
                        onValueChange={chooseSinkType}
                        options={SINK_OPTIONS}
                      />
                    ) : null}
                  </ApplianceCard>
                );
              })}
            </ul>
          </section>
        );
      })}
    </StepLayout>
  );
}

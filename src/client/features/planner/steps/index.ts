import type { ComponentType } from "react";
import { WIZARD_STEPS, type WizardStepId } from "../../../../domain/planner/wizard";
import { runAfterFirstScreen } from "../../../app/after-first-screen";
import { type LoadOnce, loadOnce } from "../../../app/load-once";

/**
 * The screen of each wizard step. Each loads on demand, so opening the planner runs the code of one step, not
 * nine (the date picker of step 8 and the drawing of step 7 among them); the wizard fetches the others once
 * the first is on screen. A loaded screen is kept, so moving between steps never waits again.
 */
const screenOfStep: Readonly<Record<WizardStepId, () => Promise<ComponentType>>> = {
  appliances: () => import("./1-appliances/appliances-step").then((m) => m.AppliancesStep),
  "lighting-structure": () => import("./2-lighting-structure/lighting-structure-step").then((m) => m.LightingStructureStep),
  materials: () => import("./3-materials/materials-step").then((m) => m.MaterialsStep),
  utilities: () => import("./4-utilities/utilities-step").then((m) => m.UtilitiesStep),
  shape: () => import("./5-shape/shape-step").then((m) => m.ShapeStep),
  constraints: () => import("./6-constraints/constraints-step").then((m) => m.ConstraintsStep),
  dimensions: () => import("./7-dimensions/dimensions-step").then((m) => m.DimensionsStep),
  contract: () => import("./8-contract/contract-step").then((m) => m.ContractStep),
  budget: () => import("./9-budget/budget-step").then((m) => m.BudgetStep),
};

/** The screens in the order of WIZARD_STEPS: step n is screen n - 1. */
const screens: ReadonlyArray<LoadOnce<ComponentType>> = WIZARD_STEPS.map((step) =>
  loadOnce<ComponentType>(screenOfStep[step.id]),
);

const screenOf = (step: number) => screens[step - 1] ?? screens[0];

/** The screen of step `step` (1-based) if its code is here already, else undefined. */
export function loadedStepScreen(step: number): ComponentType | undefined {
  return screenOf(step)?.loaded();
}

/** Loads the screen of step `step` (1-based); the same promise for every caller. */
export function loadStepScreen(step: number): Promise<ComponentType> {
  const screen = screenOf(step);
  return screen ? screen.load() : Promise.reject(new Error(`no screen for step ${step}`));
}

/** Fetches every step's code in the background. */
export function prefetchStepScreens(): void {
  for (let step = 1; step <= screens.length; step++) void loadStepScreen(step).catch(() => undefined);
}

/**
 * Loads the other steps once the visitor first touches the page or after a few quiet seconds, whichever is
 * first, so their code never competes with the first screen; returns the cancel of a pending load.
 */
export function prefetchStepScreensSoon(): () => void {
  return runAfterFirstScreen(prefetchStepScreens);
}

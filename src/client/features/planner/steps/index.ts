import type { ComponentType } from "react";
import { AppliancesStep } from "./appliances-step";
import { LightingStructureStep } from "./lighting-structure-step";
import { MaterialsStep } from "./materials-step";
import { UtilitiesStep } from "./utilities-step";
import { ShapeStep } from "./shape-step";
import { ConstraintsStep } from "./constraints-step";
import { DimensionsStep } from "./dimensions-step";
import { ContractStep } from "./contract-step";
import { BudgetStep } from "./budget-step";

/** The screen of each wizard step, in the order of WIZARD_STEPS (step n is STEP_SCREENS[n - 1]). */
export const STEP_SCREENS: ReadonlyArray<ComponentType> = [
  AppliancesStep,
  LightingStructureStep,
  MaterialsStep,
  UtilitiesStep,
  ShapeStep,
  ConstraintsStep,
  DimensionsStep,
  ContractStep,
  BudgetStep,
];

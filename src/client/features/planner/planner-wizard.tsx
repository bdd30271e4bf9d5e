import { Check, ChevronLeft, ChevronRight, RotateCcw } from "lucide-react";
import { useHydrated } from "../../app/use-hydrated";
import { lazy, Suspense, useEffect, useReducer, useRef, useState } from "react";
import { useHeightVariable } from "../../components/layout/use-height-variable";
import { createDefaultPlannerData } from "../../../domain/planner/model";
import { progressPercent, stepProgress, TOTAL_STEPS, WIZARD_STEPS } from "../../../domain/planner/wizard";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { LazyTooltip } from "../../components/ui/lazy-tooltip";
import { toast } from "../../components/ui/use-toast";
import { trackEvent } from "../../lib/analytics/track-event";
import { planFingerprint } from "./api";
import { useFinish } from "./finish";
import { LiveTotal } from "./live-total";
import { clearLoginHandoff } from "./login-handoff";
import { todayIso, usePlanner } from "./planner-store";
import { loadedStepScreen, loadStepScreen, prefetchStepScreensSoon } from "./steps";

/** The dialog's code is only needed once there is a plan to clear, so a fresh visitor's planner goes without it. */
const ConfirmDialog = lazy(() => import("../../components/ui/alert-dialog").then((m) => ({ default: m.ConfirmDialog })));

/**
 * Start Planning resumes the plan kept in this browser; this starts over, after a confirmation, since the plan
 * cannot be brought back. A saved project stays in My Projects.
 */
function StartNewPlan() {
  const { data, step, reset } = usePlanner();
  const [open, setOpen] = useState(false);
  const untouched = step === 1 && planFingerprint(data) === planFingerprint(createDefaultPlannerData());
  if (untouched) return null;
  // it opens the dialog itself too: a click while the dialog's code is still arriving opens it once it is here
  const trigger = (
    <Button variant="ghost" size="sm" className="-mr-2" onClick={() => setOpen(true)}>
      <RotateCcw className="size-4" aria-hidden="true" />
      Start a new plan
    </Button>
  );
  return (
    // the same button while the dialog's code arrives (a moment after the plan is first touched)
    <Suspense fallback={trigger}>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        trigger={trigger}
        title="Start a new plan?"
        description={
          data.projectId === undefined
            ? "Your current plan will be cleared and you will start again at step 1. This cannot be undone."
            : "You will start again at step 1 with an empty plan. Your saved project stays in My Projects."
        }
        confirmLabel="Start a new plan"
        busyLabel="Starting..."
        onConfirm={() => {
          clearLoginHandoff();
          reset();
          setOpen(false);
        }}
        onCloseAutoFocus={(event) => {
          // the button is gone with the old plan: the new plan's first step takes focus
          if (!document.getElementById("planner-step-title")) return;
          event.preventDefault();
          document.getElementById("planner-step-title")?.focus();
        }}
      />
    </Suspense>
  );
}

function ProgressCard() {
  const { step } = usePlanner();
  const percent = progressPercent(step);
  const title = WIZARD_STEPS[step - 1]?.title ?? "";
  return (
    <Card className="p-4 sm:p-5">
      <div className="flex items-baseline justify-between gap-4 text-sm">
        <p className="font-semibold text-stone-900">
          Step {step} of {TOTAL_STEPS}
          <span className="font-normal text-stone-600"> · {title}</span>
        </p>
        <p className="whitespace-nowrap tabular-nums text-stone-600">{percent}% complete</p>
      </div>
      <div
        className="mt-3 h-2 overflow-hidden rounded-full bg-stone-200"
        role="progressbar"
        aria-label="Planner progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`Step ${step} of ${TOTAL_STEPS}, ${percent}% complete`}
      >
        <div className="h-full rounded-full bg-ember-600 transition-[width] duration-300" style={{ width: `${percent}%` }} />
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <StepLinks />
        <StartNewPlan />
      </div>
    </Card>
  );
}

/**
 * Every step by number (docs/product/planner-wizard.md section 2.2): the ones up to the first still to do
 * open with a click or a tap, the current one is marked, the later ones wait.
 */
function StepLinks() {
  const { data, step, goTo } = usePlanner();
  const steps = stepProgress(data, { today: todayIso() });
  const base = "relative flex size-8 items-center justify-center rounded-full text-sm font-semibold tabular-nums";
  return (
    <nav aria-label="All steps">
      <ol className="flex flex-wrap gap-1.5">
        {steps.map((s) => {
          const state = s.complete ? "done" : "not done yet";
          const name = `Step ${s.number}: ${s.title}, ${state}`;
          const mark = s.complete ? <Check className="absolute -top-1 -right-1 size-3.5 rounded-full bg-white text-ember-700" aria-hidden="true" /> : null;
          if (s.number === step) {
            return (
              <li key={s.id}>
                <span aria-current="step" title={s.title} className={`${base} bg-ember-700 text-white ring-2 ring-ember-700 ring-offset-2`}>
                  <span aria-hidden="true">{s.number}</span>
                  <span className="sr-only">{`${name}, current step`}</span>
                  {mark}
                </span>
              </li>
            );
          }
          if (!s.reachable) {
            return (
              <li key={s.id}>
                <span title={s.title} className={`${base} border border-dashed border-stone-300 text-stone-500`}>
                  <span aria-hidden="true">{s.number}</span>
                  <span className="sr-only">{`${name}, opens once the steps before it are done`}</span>
                </span>
              </li>
            );
          }
          return (
            <li key={s.id}>
              <button
                type="button"
                onClick={() => goTo(s.number)}
                aria-label={`Go to ${name}`}
                title={s.title}
                className={`${base} ${s.complete ? "bg-ember-100 text-ember-900 hover:bg-ember-200" : "border border-ember-600 bg-white text-ember-800 hover:bg-ember-50"} focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ember-700`}
              >
                {s.number}
                {mark}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function BottomBar() {
  const { step, validation, next, previous, data } = usePlanner();
  const last = step === TOTAL_STEPS;
  const blocked = !validation.valid;
  const finish = useFinish();
  const onNext = () => {
    if (blocked) return;
    if (last) {
      trackEvent("planner_completed", { value: data.budget?.total ?? 0, currency: "USD" });
      finish();
      return;
    }
    next();
  };
  const nextButton = (
    <Button
      onClick={onNext}
      aria-disabled={blocked || undefined}
      aria-describedby={blocked ? "planner-gate-message" : undefined}
      className="min-w-28"
    >
      {last ? "Finish" : "Next"}
      {last ? null : <ChevronRight className="size-4" aria-hidden="true" />}
    </Button>
  );
  const ref = useRef<HTMLElement>(null);
  // focus and toasts keep clear of it (see styles.css)
  useHeightVariable(ref, "--planner-bar-h");
  return (
    // Sticky rather than fixed: it stays on screen while the step scrolls, and settles at the end of the
    // wizard, so the footer below is never under it. On a phone it carries the running total too.
    <nav
      ref={ref}
      aria-label="Planner steps"
      className="sticky bottom-0 z-30 mt-auto border-t border-stone-200 bg-white/95 shadow-[0_-4px_16px_rgba(0,0,0,0.06)] backdrop-blur"
    >
      <div className="mx-auto grid max-w-6xl gap-1 px-4 py-2 sm:py-3">
        <div className="flex items-center justify-between gap-2 sm:gap-3">
          <div className="sm:min-w-28">
            {step > 1 ? (
              <Button variant="secondary" onClick={previous}>
                <ChevronLeft className="size-4" aria-hidden="true" />
                Previous
              </Button>
            ) : null}
          </div>
          <div className="grid min-w-0 justify-items-center text-center">
            <p className="text-sm font-semibold whitespace-nowrap text-stone-900">
              Step {step} of {TOTAL_STEPS}
            </p>
            <div className="lg:hidden">
              <LiveTotal variant="chip" />
            </div>
          </div>
          <div className="flex justify-end sm:min-w-28">
            {blocked && validation.message ? (
              <LazyTooltip content={validation.message}>{nextButton}</LazyTooltip>
            ) : (
              nextButton
            )}
          </div>
        </div>
        {blocked && validation.message ? (
          <p id="planner-gate-message" className="text-center text-xs text-stone-600 sm:text-sm">
            {validation.message}
            {validation.missing?.length ? (
              <span className="block font-medium text-stone-800">Still needed: {validation.missing.join(", ")}.</span>
            ) : null}
          </p>
        ) : null}
      </div>
    </nav>
  );
}

/** The current step's screen, loaded on demand (see ./steps); undefined while its code arrives. */
function useStepScreen(step: number) {
  const [, loadedOne] = useReducer((n: number) => n + 1, 0);
  const Screen = loadedStepScreen(step);
  useEffect(() => {
    if (Screen) return;
    let current = true;
    loadStepScreen(step)
      .then(() => current && loadedOne())
      .catch((error: unknown) => {
        if (!current) return;
        console.warn("[planner] a step could not be loaded", error);
        toast({ title: "Error", description: "This step could not be loaded. Please check your connection and reload.", variant: "destructive" });
      });
    return () => {
      current = false;
    };
  }, [Screen, step]);
  // once the first screen is up, the others load in the background so moving on never waits
  useEffect(() => {
    if (Screen) return prefetchStepScreensSoon();
  }, [Screen]);
  return Screen;
}

function StepLoading() {
  return (
    <Card className="flex min-h-80 items-center justify-center p-6">
      <Spinner label="Loading this step..." showLabel />
    </Card>
  );
}

/** The nine-step wizard: progress, the current step, the running total and the step bar. */
export function PlannerWizard() {
  const { step } = usePlanner();
  const Screen = useStepScreen(step);
  const shownStep = useRef(step);

  useEffect(() => {
    // A new step is a new screen: bring its heading into view and give it focus for screen readers, once
    // the screen is there.
    if (shownStep.current === step || !Screen) return;
    shownStep.current = step;
    window.scrollTo({ top: 0 });
    document.getElementById("planner-step-title")?.focus();
  }, [step, Screen]);

  // drawn at build time, the wizard waits for its code before it takes a click (none is lost)
  const hydrated = useHydrated();

  return (
    <div className="flex flex-1 flex-col" inert={!hydrated}>
      <div className="mx-auto w-full max-w-6xl px-4 pt-6 pb-8 sm:pt-8">
        <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-8">
          <div className="grid min-w-0 gap-6">
            <ProgressCard />
            {Screen ? <Screen /> : <StepLoading />}
          </div>
          <aside aria-label="Running total" className="hidden lg:block">
            <div className="sticky top-[calc(var(--site-header-h,0px)+1.5rem)]">
              <LiveTotal variant="sidebar" />
            </div>
          </aside>
        </div>
      </div>
      <BottomBar />
    </div>
  );
}

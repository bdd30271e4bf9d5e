import { ArrowRight, CalendarCheck, ExternalLink } from "lucide-react";
import { Link } from "wouter";
import { SITE } from "../../domain/site/site-settings";
import { CONSULTATION_URL, paths } from "../app/site";
import { usePageTitle } from "../app/use-page-title";
import { buttonClasses } from "../components/ui/button";
import { Card, CardDescription, CardTitle } from "../components/ui/card";
import { HeroCarousel } from "../features/landing/hero-carousel";
import { HERO_IMAGES, HERO_SIZES } from "../features/landing/hero-images";
import { IslandSketch } from "../features/landing/island-sketch";
import { TierPrices } from "../features/landing/tier-prices";

/** What search results and link previews show for the landing page. */
const HOME_DESCRIPTION =
  "Design your outdoor kitchen step by step, see a real budget before you build and hand your contractor a Statement of Work. Free 30-minute design consultation.";

/** The four worries the product's landing copy names. */
const concerns = [
  {
    title: "What will it actually cost?",
    text: "Appliances, counters, gas, water and power add up fast, and most people only learn the real number when the quote arrives.",
  },
  {
    title: "Designers skip the questions",
    text: "Cover, lighting, outlets and clearances get decided on the job site instead of on paper.",
  },
  {
    title: "Overcharges, delays, failed inspections",
    text: "A vague scope lets a contractor charge more, finish late, or build something that fails the code inspection.",
  },
  {
    title: "No idea how to write a SOW",
    text: "A Statement of Work protects you, but few homeowners know what belongs in one.",
  },
] as const;

/** The product's listed benefits. */
const benefits = [
  {
    title: "Choose appliances, size, material, lighting and cost",
    text: "Grills, pizza ovens, sinks, fridges and more, each with real sizes and prices.",
  },
  {
    title: "Calculate dimensions",
    text: "See how long the island must be to fit what you picked, with sensible limits for each shape.",
  },
  {
    title: "Avoid budget surprises",
    text: "Materials, labor, utilities, permits and the contractor markup, all in one estimate.",
  },
  { title: "Generate a contractor-ready SOW", text: "A Statement of Work your contractor can price and build from." },
  {
    title: "Build something code-compliant and weather-proof",
    text: "GFCI outlets, weather-resistant receptacles and dedicated circuits are spelled out.",
  },
] as const;

const steps = [
  {
    title: "Design your island",
    text: "Pick appliances, materials, utilities and a shape, then set the dimensions. All add-ons are optional.",
  },
  {
    title: "Get your budget",
    text: "See your total right away; sign in to see every line of the breakdown and save the project.",
  },
  {
    title: "Hand over the SOW",
    text: "Choose a service tier and download a contractor-ready Statement of Work as PDF or HTML.",
  },
] as const;

const CONSULTATION_TEXT = `Book a free ${SITE.consultationMinutes}-minute consultation`;
/** Long button labels may wrap on the narrowest phones instead of overflowing. */
const WRAPPING_BUTTON = "h-auto! min-h-12 py-2.5 text-center whitespace-normal! [text-shadow:none]";

function CheckIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 text-ember-600" fill="none">
      <circle cx="10" cy="10" r="9" className="fill-ember-100" />
      <path d="M6 10.5l2.5 2.5L14 7.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The free design consultation: the external scheduling page, or the contact page when none is set. */
function ConsultationLink({ className }: { className: string }) {
  if (!CONSULTATION_URL) {
    return (
      <Link href={paths.contact} className={className}>
        <CalendarCheck aria-hidden="true" className="size-5" />
        {CONSULTATION_TEXT}
      </Link>
    );
  }
  return (
    <a href={CONSULTATION_URL} target="_blank" rel="noopener noreferrer" className={className}>
      <CalendarCheck aria-hidden="true" className="size-5" />
      {CONSULTATION_TEXT}
      <ExternalLink aria-hidden="true" className="size-4 opacity-60" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** The words over the hero's pictures: what the product does and the two ways to start. */
function HeroIntro() {
  return (
    <div className="max-w-xl text-stone-200 md:[text-shadow:0_1px_12px_rgb(12_10_9/0.55)]">
      <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-ember-100 ring-1 ring-white/20 [text-shadow:none]">
        Budget + Statement of Work generator
      </p>
      <h1
        id="hero-heading"
        className="text-[2rem] leading-tight font-extrabold tracking-tight text-balance text-white sm:text-5xl"
      >
        Plan your BBQ island with a real budget and a <span className="whitespace-nowrap">contractor-ready</span> SOW
      </h1>
      <p className="mt-4 text-lg text-pretty sm:mt-5">
        Choose your appliances, materials and shape step by step, see what it will cost before anyone picks up a shovel,
        and get a Statement of Work your contractor can build from.
      </p>
      <div className="on-dark mt-7 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Link href={paths.planner} className={buttonClasses({ size: "lg" })}>
          Start Planning
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
        <ConsultationLink className={buttonClasses({ variant: "secondary", size: "lg", className: WRAPPING_BUTTON })} />
      </div>
      <p className="mt-4 text-sm text-stone-300">
        Free to plan, no account needed for your total. The {SITE.consultationMinutes}-minute design consultation is free
        and without obligation.
      </p>
    </div>
  );
}

export function HomePage() {
  usePageTitle(undefined, HOME_DESCRIPTION);
  return (
    <>
      <section aria-labelledby="hero-heading">
        <HeroCarousel images={HERO_IMAGES} sizes={HERO_SIZES} label="Outdoor kitchens to plan">
          <HeroIntro />
        </HeroCarousel>
      </section>

      <section aria-labelledby="concerns-heading" className="border-b border-stone-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
          <h2 id="concerns-heading" className="text-3xl font-bold tracking-tight text-balance text-stone-900">
            Sound familiar?
          </h2>
          <p className="mt-3 max-w-2xl text-pretty text-stone-600">
            An outdoor kitchen is a construction project. These are the problems homeowners run into most.
          </p>
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {concerns.map((concern) => (
              <li key={concern.title}>
                <Card className="h-full p-5">
                  <CardTitle className="text-base">{concern.title}</CardTitle>
                  <CardDescription className="mt-2">{concern.text}</CardDescription>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="benefits-heading">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1fr_1.2fr] lg:gap-14">
          <div>
            <h2 id="benefits-heading" className="text-3xl font-bold tracking-tight text-balance text-stone-900">
              Everything decided before you call a contractor
            </h2>
            <p className="mt-3 text-pretty text-stone-600">
              The planner walks you through the questions a good designer asks, in dollars and inches.
            </p>
            <Card className="mt-8 p-4 sm:p-6">
              <IslandSketch />
              <div className="mt-4 grid grid-cols-1 gap-3 text-sm min-[400px]:grid-cols-2">
                <div className="rounded-xl bg-stone-100 p-3">
                  <p className="font-semibold text-stone-900">Budget estimate</p>
                  <p className="text-stone-600">Appliances, materials, labor, utilities, permits</p>
                </div>
                <div className="rounded-xl bg-ember-50 p-3">
                  <p className="font-semibold text-stone-900">Contractor-ready SOW</p>
                  <p className="text-stone-600">PDF or HTML, with a to-scale plan</p>
                </div>
              </div>
            </Card>
          </div>
          <ul className="grid content-start gap-6 lg:pt-2">
            {benefits.map((benefit) => (
              <li key={benefit.title} className="flex gap-3">
                <CheckIcon />
                <div>
                  <p className="font-semibold text-stone-900">{benefit.title}</p>
                  <p className="mt-0.5 text-sm text-stone-600">{benefit.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        id="how-it-works"
        aria-labelledby="steps-heading"
        className="scroll-mt-20 border-y border-stone-200 bg-white"
      >
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
          <h2 id="steps-heading" className="text-3xl font-bold tracking-tight text-stone-900">
            How it works
          </h2>
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {steps.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-ember-600 font-bold text-white"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-stone-900">{step.title}</h3>
                  <p className="mt-1 text-sm text-stone-600">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <TierPrices />
        </div>
      </section>

      <section aria-labelledby="consultation-heading">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
          <div className="on-dark flex flex-col items-start gap-6 rounded-3xl bg-stone-900 p-6 text-stone-200 sm:p-12 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-2xl">
              <h2 id="consultation-heading" className="text-2xl font-bold text-balance text-white sm:text-3xl">
                Not sure where to start?
              </h2>
              <p className="mt-3 text-pretty">
                Book a free {SITE.consultationMinutes}-minute, no-obligation design consultation, or start planning on
                your own right now.
              </p>
            </div>
            <div className="flex w-full shrink-0 flex-col gap-3 sm:w-auto sm:flex-row sm:flex-wrap">
              <ConsultationLink className={buttonClasses({ variant: "secondary", size: "lg", className: WRAPPING_BUTTON })} />
              <Link href={paths.planner} className={buttonClasses({ size: "lg" })}>
                Start Planning
              </Link>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}

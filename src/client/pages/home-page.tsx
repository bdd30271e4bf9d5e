import { Link } from "wouter";
import { CONSULTATION_URL, paths } from "../app/site";
import { usePageTitle } from "../app/use-page-title";
import { buttonClasses } from "../components/ui/button";
import { Card, CardDescription, CardTitle } from "../components/ui/card";

/** The four worries the seed's landing copy names. */
const concerns = [
  {
    title: "What will it actually cost?",
    text: "Appliances, counters, gas, water and power add up fast, and most people only learn the real number after the quote.",
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

/** The seed's listed benefits. */
const benefits = [
  { title: "Choose appliances, size, material, lighting and cost", text: "Grills, pizza ovens, sinks, fridges and more, each with real sizes and prices." },
  { title: "Calculate dimensions", text: "See how long the island must be to fit what you picked, with sensible limits per shape." },
  { title: "Avoid budget surprises", text: "Materials, labor, utilities, permits and the contractor markup, all in one estimate." },
  { title: "Generate a contractor-ready SOW", text: "A Statement of Work your contractor can price and build from." },
  { title: "Build something code-compliant and weather-proof", text: "GFCI outlets, weather-resistant receptacles and dedicated circuits are spelled out." },
] as const;

const steps = [
  { title: "Design your island", text: "Pick appliances, materials, utilities and a shape, then set the dimensions. All add-ons are optional." },
  { title: "Get your budget", text: "See your total right away; sign in to see every line of the breakdown and save the project." },
  { title: "Hand over the SOW", text: "Choose a service tier and download a contractor-ready Statement of Work as PDF or HTML." },
] as const;

function CheckIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 text-ember-600" fill="none">
      <circle cx="10" cy="10" r="9" className="fill-ember-100" />
      <path d="M6 10.5l2.5 2.5L14 7.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** A schematic top view of an L-shaped island: what the planner produces, without invented prices. */
function IslandSketch() {
  return (
    <svg
      role="img"
      aria-label="Top-view sketch of an L-shaped BBQ island with a grill, a sink, a refrigerator and drawers"
      viewBox="0 0 400 300"
      className="h-auto w-full"
    >
      <defs>
        <pattern id="grid" width="20" height="20" patternUnits="userSpaceOnUse">
          <path d="M20 0H0V20" fill="none" className="stroke-stone-200" strokeWidth="1" />
        </pattern>
      </defs>
      <rect width="400" height="300" fill="url(#grid)" />
      {/* dimension lines */}
      <g className="stroke-stone-500 fill-stone-600" strokeWidth="1.5">
        <path d="M40 38H360M40 32v12M360 32v12" fill="none" />
        <path d="M18 60V270M12 60h12M12 270h12" fill="none" />
        <text x="200" y="30" textAnchor="middle" fontSize="13" stroke="none" fontWeight="600">
          L1 · 120"
        </text>
        <text x="12" y="170" textAnchor="middle" fontSize="13" stroke="none" fontWeight="600" transform="rotate(-90 12 170)">
          L2 · 84"
        </text>
      </g>
      {/* counter */}
      <path d="M40 60H360V132H112V270H40Z" className="fill-stone-300 stroke-stone-600" strokeWidth="2" />
      {/* grill */}
      <g>
        <rect x="132" y="68" width="96" height="56" rx="6" className="fill-stone-700" />
        <path d="M142 82h76M142 96h76M142 110h76" className="stroke-stone-400" strokeWidth="3" strokeLinecap="round" />
        <text x="180" y="150" textAnchor="middle" fontSize="12" className="fill-stone-700" fontWeight="600">
          Grill 36"
        </text>
      </g>
      {/* sink */}
      <g>
        <rect x="246" y="72" width="52" height="48" rx="8" className="fill-white stroke-stone-500" strokeWidth="2" />
        <circle cx="272" cy="96" r="4" className="fill-stone-500" />
        <text x="272" y="150" textAnchor="middle" fontSize="12" className="fill-stone-700" fontWeight="600">
          Sink
        </text>
      </g>
      {/* fridge */}
      <g>
        <rect x="310" y="68" width="42" height="56" rx="4" className="fill-ember-500" />
        <text x="331" y="150" textAnchor="middle" fontSize="12" className="fill-stone-700" fontWeight="600">
          Fridge
        </text>
      </g>
      {/* drawers on the short arm */}
      <g>
        <rect x="50" y="160" width="52" height="42" rx="4" className="fill-white stroke-stone-500" strokeWidth="2" />
        <path d="M62 174h28M62 188h28" className="stroke-stone-500" strokeWidth="2" strokeLinecap="round" />
        <rect x="50" y="214" width="52" height="42" rx="4" className="fill-white stroke-stone-500" strokeWidth="2" />
        <path d="M62 235h28" className="stroke-stone-500" strokeWidth="2" strokeLinecap="round" />
        <text x="124" y="214" fontSize="12" className="fill-stone-700" fontWeight="600">
          Drawers
        </text>
      </g>
      {/* flame accent on the grill */}
      <path
        d="M180 54c1.5 4 6 6.5 6 12a6 6 0 0 1-12 0c0-2.5 1.2-4.2 2.5-5.6.3 2 1.2 3.3 2.5 3.8-.8-3.6.2-7 1-10.2Z"
        className="fill-ember-500"
      />
    </svg>
  );
}

export function HomePage() {
  usePageTitle();
  return (
    <>
      <section aria-labelledby="hero-heading" className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_90%_-10%,var(--color-ember-100),transparent)]"
        />
        <div className="relative mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-20 lg:grid-cols-[1.1fr_1fr]">
          <div>
            <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-ember-100 px-3 py-1 text-sm font-semibold text-ember-800">
              Budget + Statement of Work generator
            </p>
            <h1
              id="hero-heading"
              className="text-4xl leading-tight font-extrabold tracking-tight text-balance text-stone-900 sm:text-5xl"
            >
              Plan your BBQ island with a real budget and a{" "}
              <span className="whitespace-nowrap">contractor-ready</span> SOW
            </h1>
            <p className="mt-5 max-w-xl text-lg text-pretty text-stone-600">
              Choose your appliances, materials and shape in a step-by-step planner, see what it will cost before
              anyone picks up a shovel, and get a Statement of Work your contractor can build from.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link href={paths.planner} className={buttonClasses({ size: "lg" })}>
                Start Planning
              </Link>
              <a href="#how-it-works" className={buttonClasses({ variant: "secondary", size: "lg" })}>
                How it works
              </a>
            </div>
            <p className="mt-4 text-sm text-stone-500">Free to plan. See your total budget without an account.</p>
          </div>
          <Card className="p-4 sm:p-6">
            <IslandSketch />
            <div className="mt-4 grid grid-cols-2 gap-3 text-sm">
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
      </section>

      <section aria-labelledby="concerns-heading" className="border-y border-stone-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
          <h2 id="concerns-heading" className="text-3xl font-bold tracking-tight text-stone-900">
            Sound familiar?
          </h2>
          <p className="mt-3 max-w-2xl text-stone-600">
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
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1fr_1.4fr]">
          <div>
            <h2 id="benefits-heading" className="text-3xl font-bold tracking-tight text-stone-900">
              Everything decided before you call a contractor
            </h2>
            <p className="mt-3 text-stone-600">
              The planner walks you through the questions a good designer asks, in dollars and inches.
            </p>
          </div>
          <ul className="grid gap-5">
            {benefits.map((benefit) => (
              <li key={benefit.title} className="flex gap-3">
                <CheckIcon />
                <div>
                  <p className="font-semibold text-stone-900">{benefit.title}</p>
                  <p className="text-sm text-stone-600">{benefit.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="how-it-works" aria-labelledby="steps-heading" className="scroll-mt-20 border-y border-stone-200 bg-white">
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
        </div>
      </section>

      <section aria-labelledby="consultation-heading">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
          <div className="on-dark flex flex-col items-start gap-6 rounded-3xl bg-stone-900 p-8 text-stone-200 sm:p-12 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-2xl">
              <h2 id="consultation-heading" className="text-2xl font-bold text-white sm:text-3xl">
                Not sure where to start?
              </h2>
              <p className="mt-3">
                Book a free 30-minute, no-obligation design consultation, or start planning on your own right now.
              </p>
            </div>
            <div className="flex shrink-0 flex-wrap gap-3">
              {CONSULTATION_URL ? (
                <a
                  href={CONSULTATION_URL}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClasses({ variant: "secondary", size: "lg" })}
                >
                  Book a free consultation
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : (
                <Link href={paths.contact} className={buttonClasses({ variant: "secondary", size: "lg" })}>
                  Book a free consultation
                </Link>
              )}
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

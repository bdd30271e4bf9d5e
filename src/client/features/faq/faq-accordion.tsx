import * as Accordion from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { useHydrated } from "../../app/use-hydrated";

export type FaqItem = { id: string; question: string; answer: ReactNode };

/**
 * The questions as an accordion where at most one answer is open (docs/product/accounts-and-commerce.md): opening one closes the other, and
 * the open one closes again when its question is activated. Each question is a button inside an h2; Arrow
 * Up/Down, Home and End move between the questions, Enter and Space open and close them.
 */
export function FaqAccordion({ items }: { items: ReadonlyArray<FaqItem> }) {
  // drawn at build time, the questions wait for the page's code before they take a click (none is lost)
  const hydrated = useHydrated();
  return (
    <Accordion.Root type="single" collapsible className="grid gap-3" inert={!hydrated}>
      {items.map((item) => (
        <Accordion.Item
          key={item.id}
          value={item.id}
          className="rounded-2xl border border-stone-200 bg-white shadow-sm data-[state=open]:border-ember-200"
        >
          <Accordion.Header asChild>
            <h2 className="text-base font-semibold text-stone-900 sm:text-lg">
              <Accordion.Trigger
                className="group flex w-full items-start justify-between gap-4 rounded-2xl px-4 py-4 text-left hover:text-ember-700 sm:px-6 sm:py-5"
              >
                <span className="text-pretty">{item.question}</span>
                <ChevronDown
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-stone-500 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
                />
              </Accordion.Trigger>
            </h2>
          </Accordion.Header>
          <Accordion.Content className="px-4 pb-5 text-base leading-7 text-pretty text-stone-700 sm:px-6 sm:pb-6">
            <div className="max-w-[70ch] [&_li]:pl-1 [&_strong]:font-semibold [&_strong]:text-stone-900 [&>*+p]:mt-3 [&>ol]:mt-3 [&>ol]:list-decimal [&>ol]:space-y-2 [&>ol]:pl-6 [&>ul]:mt-3 [&>ul]:list-disc [&>ul]:space-y-2 [&>ul]:pl-6">
              {item.answer}
            </div>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

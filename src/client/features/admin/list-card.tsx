import type { ReactNode } from "react";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { Pager, pageCount } from "./pager";
import { ADMIN_TEXTS } from "./texts";

/** What a card reads from its query. */
export type CardQuery<T> = { data: T | undefined; isPending: boolean; isError: boolean; isFetching: boolean };

/**
 * A dashboard card that lists something: its heading (with an icon) and intro, the list once it is there, a
 * spinner while it first loads, and the card's own sentence when it could not be loaded.
 */
export function ListCard({
  id,
  icon,
  title,
  intro,
  failedText,
  query,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  intro?: string;
  failedText: string;
  query: Pick<CardQuery<unknown>, "data" | "isPending" | "isError">;
  /** The list; shown once the data is there. */
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <Card className="grid gap-4 p-4 sm:p-6">
        <div className="grid gap-1">
          <h2 id={id} className="flex items-center gap-2 text-lg font-semibold text-stone-900">
            {icon}
            {title}
          </h2>
          {intro ? <p className="text-sm text-stone-600">{intro}</p> : null}
        </div>
        {query.data ? children : query.isPending ? <Spinner label={ADMIN_TEXTS.loading} showLabel className="justify-self-start" /> : null}
        {query.isError ? (
          <p role="alert" className="text-sm text-stone-800">
            {failedText}
          </p>
        ) : null}
      </Card>
    </section>
  );
}

type Paged = { page: number; pageSize: number; total: number };

/** A ListCard whose list runs newest first a page at a time, with Newer and Older under it. */
export function PagedListCard({
  texts,
  query,
  page,
  onPage,
  children,
  ...card
}: {
  id: string;
  icon: ReactNode;
  texts: { title: string; intro: string; none: string; failed: string; navigation: string };
  query: CardQuery<Paged>;
  page: number;
  onPage: (page: number) => void;
  /** The rows of the page on screen, as list items. */
  children: ReactNode;
}) {
  const data = query.data;
  return (
    <ListCard {...card} title={texts.title} intro={texts.intro} failedText={texts.failed} query={query}>
      {data && data.total === 0 ? (
        <p className="text-sm text-stone-600">{texts.none}</p>
      ) : data ? (
        <>
          <ul className="grid" aria-busy={query.isFetching}>
            {children}
          </ul>
          <Pager
            label={texts.navigation}
            page={page}
            pages={pageCount(data.total, data.pageSize)}
            loading={query.isFetching && data.page !== page}
            onPage={onPage}
          />
        </>
      ) : null}
    </ListCard>
  );
}

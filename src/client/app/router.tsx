import { type ComponentType, lazy, Suspense } from "react";
import { Route, Switch } from "wouter";
import { PageShell } from "../components/layout/page-shell";
import { Spinner } from "../components/ui/spinner";
import { NotFoundPage } from "../pages/not-found-page";
import { PAGE_MODULES, type PageModule } from "./pages";
import { paths } from "./site";

/**
 * Lazily loads a page module, so no page carries another's code (the landing page's carousel is not the
 * planner's, nor the planner the landing page's); each page's HTML fetches its module with the entry
 * (scripts/finish-client-build.ts). The 404 page stays in the entry chunk: it is small and must never fail.
 */
function lazyPage(load: () => Promise<Record<string, unknown>>, name: string): ComponentType {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

/** The page modules, each loaded on its own when its route is first shown (the 404 page is imported above). */
const PAGE_LOADERS = import.meta.glob<Record<string, unknown>>(["../pages/*-page.tsx", "!../pages/not-found-page.tsx"]);

/** The route table (docs/product/accounts-and-commerce.md section 2): every client path with its page (./pages.ts). */
export const routes: ReadonlyArray<{ path: string; component: ComponentType; load: () => Promise<Record<string, unknown>> }> = (
  Object.entries(PAGE_MODULES) as Array<[keyof typeof PAGE_MODULES, PageModule]>
).map(([page, { file, component }]) => {
  const load = PAGE_LOADERS[`../pages/${file}`];
  if (!load) throw new Error(`router: no page module ${file}`);
  return { path: paths[page], component: lazyPage(load, component), load };
});

function PageLoading() {
  return (
    <div className="flex flex-1 items-center justify-center py-24">
      <Spinner size="lg" label="Loading page..." />
    </div>
  );
}

/**
 * All routes inside the shared layout. Location comes from the nearest wouter <Router> (the browser by
 * default; tests pass memoryLocation).
 */
export function AppRoutes() {
  return (
    <PageShell>
      <Suspense fallback={<PageLoading />}>
        <Switch>
          {routes.map(({ path, component }) => (
            <Route key={path} path={path} component={component} />
          ))}
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </PageShell>
  );
}

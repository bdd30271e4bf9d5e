import { useQueryClient } from "@tanstack/react-query";
import { BadgeCheck, Copy, FolderOpen, Gavel, LoaderCircle, Pencil, RefreshCw, Trash2 } from "lucide-react";
import { type FormEvent, type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { BIDS_STEP, DOWNLOAD_STEP } from "../../domain/commerce/after-purchase";
import { tierName } from "../../domain/commerce/tiers";
import { formatLongDate, formatUsd } from "../../domain/common/format";
import { PROJECT_MESSAGES } from "../../domain/projects/messages";
import { formatShapeName, PROJECT_NAME_MAX, type ProjectSummary, projectNameSchema } from "../../domain/projects/projects";
import { loadOnce } from "../app/load-once";
import { ApiError } from "../app/query-client";
import { paths } from "../app/site";
import { usePageTitle } from "../app/use-page-title";
import { useSowVersions } from "../features/documents/api";
import { SowDownloadButtons } from "../features/documents/sow-downloads";
import { PageLoading, PageSection } from "../components/layout/page-section";
import { ConfirmDialog } from "../components/ui/alert-dialog";
import { Button, buttonClasses } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { NumberedSteps } from "../components/ui/numbered-steps";
import { cn } from "../components/ui/cn";
import { TextField } from "../components/ui/field";
import { toast } from "../components/ui/use-toast";
import { useAuth } from "../features/auth/api";
import {
  deleteProject,
  duplicateProject,
  invalidateProjects,
  ProjectCallError,
  projectsQueryKey,
  renameProject,
  useProjects,
} from "../features/projects/api";
import { PROJECT_PARAM, projectBidsHref } from "../features/projects/links";
import { type DesignPreview, ProjectDesign } from "../features/projects/project-design";

/** The planner's design preview (the plan, and the island in 3D on its tab), fetched when a design is first opened. */
const planPreview = loadOnce<DesignPreview>(() => import("../features/planner/plan-preview").then((m) => m.PlanPreview));

export const PROJECTS_TEXTS = {
  title: "My projects",
  intro: "Your saved outdoor kitchen plans, the most recently changed first. Open one to keep planning.",
  loading: "Loading your projects...",
  empty: "You have no saved projects yet.",
  loadFailed: "We couldn't load your projects.",
  renamed: "Project renamed",
  duplicated: "Project duplicated",
  deleted: "Project deleted",
  deleteDescription: "This removes the project and its plan from your projects. This cannot be undone.",
} as const;

const LOGIN_FOR_PROJECTS = `${paths.login}?returnTo=${paths.projects}`;

/** "Nov 24, 2026, 3:05 PM" in the visitor's own time zone. */
const changedAtFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

function formatChangedAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : changedAtFormat.format(date);
}

/** The sentence of an "Error" toast: the server's own when it gave one, else the error's message. */
function failureText(error: unknown): string {
  if (error instanceof ProjectCallError && error.serverMessage) return error.serverMessage;
  return error instanceof Error ? error.message : String(error);
}

function showFailure(error: unknown): void {
  toast({ title: "Error", description: failureText(error), variant: "destructive" });
}

/** A button's visible words, with a spinner and other words while its action runs. */
function BusyLabel({ busy, busyText, icon, children }: { busy: boolean; busyText: string; icon: ReactNode; children: ReactNode }) {
  if (busy) {
    return (
      <>
        <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
        {busyText}
      </>
    );
  }
  return (
    <>
      {icon}
      {children}
    </>
  );
}

type Busy = "rename" | "duplicate" | "delete" | null;

function RenameForm({
  project,
  busy,
  onSave,
  onCancel,
}: {
  project: ProjectSummary;
  busy: boolean;
  onSave(name: string): void;
  onCancel(): void;
}) {
  const [name, setName] = useState(project.name);
  const [error, setError] = useState<string | undefined>();
  const id = useId();
  const inputId = `${id}-name`;
  const input = () => document.getElementById(inputId) as HTMLInputElement | null;

  useEffect(() => {
    const field = document.getElementById(inputId) as HTMLInputElement | null;
    field?.focus();
    field?.select();
  }, [inputId]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = projectNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      input()?.focus();
      return;
    }
    onSave(parsed.data);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Escape" && !busy) {
      event.preventDefault();
      onCancel();
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} onKeyDown={onKeyDown} aria-busy={busy} className="grid gap-3">
      <TextField
        id={inputId}
        name="name"
        label="Project name"
        autoComplete="off"
        maxLength={PROJECT_NAME_MAX}
        required
        readOnly={busy}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setError(undefined);
        }}
        error={error}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={busy}>
          <BusyLabel busy={busy} busyText="Saving..." icon={null}>
            Save
          </BusyLabel>
        </Button>
        <Button variant="secondary" size="sm" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function Meta({ term, children, className }: { term: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn("grid gap-0.5", className)}>
      <dt className="text-xs font-medium tracking-wide text-stone-500 uppercase">{term}</dt>
      <dd className="font-semibold text-stone-900 tabular-nums">{children}</dd>
    </div>
  );
}

/** The Statement of Work of a paid project, on the card of the project it was paid for. */
/**
 * The documents of a paid project: its current design's SOW, and each earlier paid version exactly as issued
 * (decision 0024). When the current design is beyond what the packages included, the way to buy a revision.
 */
function PaidProjectDocuments({ project, headingId }: { project: ProjectSummary; headingId: string }) {
  const versions = useSowVersions(project.id, { enabled: true, design: project.updatedAt });
  const id = useId();
  const earlier = versions.data?.versions.filter((v) => !v.current) ?? [];
  return (
    <div className="grid gap-2 border-t border-stone-200 pt-4">
      <p className="text-sm font-semibold text-stone-900">Statement of Work</p>
      {versions.data?.current === "revision_required" ? (
        <p className="text-sm text-stone-700">
          This design has changed beyond what your package included.{" "}
          <Link href={`${paths.planner}?project=${project.id}&step=9`} className="font-semibold text-ember-800 underline">
            Buy a revision
          </Link>{" "}
          to get its Statement of Work.
        </p>
      ) : (
        <SowDownloadButtons projectId={project.id} budgetTotal={project.total} labelledBy={headingId} />
      )}
      <div>
        <Link
          href={projectBidsHref(project.id)}
          id={`${id}-bids`}
          aria-labelledby={`${id}-bids ${headingId}`}
          className={buttonClasses({ variant: "secondary", className: "w-full sm:w-auto" })}
        >
          <Gavel className="size-4" aria-hidden="true" />
          Get bids
        </Link>
      </div>
      {earlier.length > 0 ? (
        <ul className="grid gap-3 pt-1" aria-label="Paid versions">
          {earlier.map((v) => (
            <li key={v.version} className="grid gap-2">
              <p id={`${id}-v${v.version}`} className="text-sm text-stone-700">
                Version {v.version} of {formatLongDate(v.issuedOn)}
              </p>
              <SowDownloadButtons
                projectId={project.id}
                budgetTotal={project.total}
                version={v.version}
                labelledBy={`${id}-v${v.version} ${headingId}`}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * The project's next steps, on the card the planner's Finish opens (/projects?project=12): a paid project's
 * download and bids, an unpaid one's package to choose first.
 */
function ProjectNextSteps({ project }: { project: ProjectSummary }) {
  const steps =
    project.paidTier !== null
      ? [
          { title: DOWNLOAD_STEP.title, body: <>{DOWNLOAD_STEP.text} The buttons are below.</> },
          {
            title: BIDS_STEP.title,
            body: <>{BIDS_STEP.text} Invite them online with "Get bids" below, and compare their bids side by side.</>,
          },
        ]
      : [
          {
            title: "Get your Statement of Work",
            body: (
              <>
                <Link
                  href={`${paths.planner}?project=${project.id}&step=9`}
                  className="font-semibold text-ember-800 underline underline-offset-2"
                >
                  Choose a package
                </Link>{" "}
                on the budget step: the Statement of Work turns your plan into the document contractors price.
              </>
            ),
          },
          { title: BIDS_STEP.title, body: BIDS_STEP.text },
        ];
  return (
    <section aria-label="Next steps" className="grid gap-3 rounded-xl bg-ember-50 p-4">
      <h3 className="font-semibold text-stone-900">Next steps</h3>
      <NumberedSteps steps={steps} compact />
    </section>
  );
}

function ProjectCard({
  project,
  onDeleted,
  opened = false,
}: {
  project: ProjectSummary;
  onDeleted(): void;
  /** The project the address names (the planner's Finish): its card takes focus and shows its next steps. */
  opened?: boolean;
}) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<Busy>(null);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const deletedRef = useRef(false);
  const refocusRename = useRef(false);
  const id = useId();
  const headingId = `${id}-name`;
  const renameButtonId = `${id}-rename`;
  const paidHelpId = `${id}-paid-help`;
  const paid = project.paidTier !== null;

  useEffect(() => {
    if (!opened) return;
    const heading = document.getElementById(headingId);
    heading?.scrollIntoView?.({ block: "start" });
    heading?.focus({ preventScroll: true });
  }, [opened, headingId]);

  useEffect(() => {
    if (!editing && refocusRename.current) {
      refocusRename.current = false;
      document.getElementById(renameButtonId)?.focus();
    }
  }, [editing, renameButtonId]);

  function stopEditing() {
    refocusRename.current = true;
    setEditing(false);
  }

  async function rename(name: string) {
    if (name === project.name) {
      stopEditing();
      return;
    }
    setBusy("rename");
    try {
      const renamed = await renameProject(project.id, name);
      queryClient.setQueryData<ProjectSummary[]>(projectsQueryKey, (list) =>
        list?.map((item) => (item.id === renamed.id ? renamed : item)),
      );
      toast({ title: PROJECTS_TEXTS.renamed, description: renamed.name });
      stopEditing();
      void invalidateProjects(queryClient);
    } catch (error) {
      showFailure(error);
    } finally {
      setBusy(null);
    }
  }

  async function duplicate() {
    setBusy("duplicate");
    try {
      const copy = await duplicateProject(project.id);
      toast({ title: PROJECTS_TEXTS.duplicated, description: copy.name });
      void invalidateProjects(queryClient);
    } catch (error) {
      showFailure(error);
    } finally {
      setBusy(null);
    }
  }

  async function remove() {
    setBusy("delete");
    try {
      await deleteProject(project.id);
      deletedRef.current = true;
      setBusy(null);
      setConfirming(false);
      toast({ title: PROJECTS_TEXTS.deleted, description: project.name });
      queryClient.setQueryData<ProjectSummary[]>(projectsQueryKey, (list) => list?.filter((item) => item.id !== project.id));
      void invalidateProjects(queryClient);
    } catch (error) {
      setBusy(null);
      setConfirming(false);
      showFailure(error);
      // a 409 means the project was paid for meanwhile: read the list again to show it
      if (error instanceof ProjectCallError && error.status === 409) void invalidateProjects(queryClient);
    }
  }

  const locked = busy !== null;
  /**
   * Each control is named by its own words followed by the project's heading ("Rename Pool Kitchen"), so a
   * list of cards never offers a screen reader ten identical "Rename" buttons.
   */
  const named = (control: string) => ({ id: `${id}-${control}`, "aria-labelledby": `${id}-${control} ${headingId}` });
  const deleteLabel = (
    <>
      <Trash2 className="size-4" aria-hidden="true" />
      Delete
    </>
  );

  return (
    <article aria-labelledby={headingId}>
      <Card className="grid gap-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <h2
            id={headingId}
            tabIndex={opened ? -1 : undefined}
            className="min-w-0 text-xl font-semibold break-words text-stone-900"
          >
            {project.name}
          </h2>
          {project.paidTier ? (
            <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 ring-inset">
              <BadgeCheck className="size-3.5" aria-hidden="true" />
              Paid: {tierName(project.paidTier)}
            </span>
          ) : null}
        </div>

        {editing ? (
          <RenameForm project={project} busy={busy === "rename"} onSave={rename} onCancel={stopEditing} />
        ) : null}

        <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
          <Meta term="Shape">{formatShapeName(project.shape)}</Meta>
          <Meta term="Total">{formatUsd(project.total)}</Meta>
          <Meta term="Last changed" className="col-span-2 sm:col-span-1">
            <time dateTime={project.updatedAt}>{formatChangedAt(project.updatedAt)}</time>
          </Meta>
        </dl>

        <ProjectDesign projectId={project.id} headingId={headingId} preview={planPreview} />

        {opened ? <ProjectNextSteps project={project} /> : null}

        {paid ? <PaidProjectDocuments project={project} headingId={headingId} /> : null}

        <div className="flex flex-wrap gap-2">
          <Link
            href={`${paths.planner}?project=${project.id}`}
            className={buttonClasses({ variant: "primary", size: "sm" })}
            {...named("open")}
          >
            <FolderOpen className="size-4" aria-hidden="true" />
            Open in planner
          </Link>
          {editing ? null : (
            <Button
              {...named("rename")}
              variant="secondary"
              size="sm"
              disabled={locked}
              onClick={() => setEditing(true)}
            >
              <Pencil className="size-4" aria-hidden="true" />
              Rename
            </Button>
          )}
          <Button {...named("duplicate")} variant="secondary" size="sm" disabled={locked} onClick={duplicate}>
            <BusyLabel busy={busy === "duplicate"} busyText="Duplicating..." icon={<Copy className="size-4" aria-hidden="true" />}>
              Duplicate
            </BusyLabel>
          </Button>
          {paid ? (
            // kept focusable (aria-disabled) so its reason is read with it
            <Button {...named("delete")} variant="secondary" size="sm" aria-disabled="true" aria-describedby={paidHelpId}>
              {deleteLabel}
            </Button>
          ) : (
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              busy={busy === "delete"}
              trigger={
                <Button {...named("delete")} variant="secondary" size="sm" disabled={locked}>
                  {deleteLabel}
                </Button>
              }
              title={`Delete ${project.name}?`}
              description={PROJECTS_TEXTS.deleteDescription}
              confirmLabel="Delete project"
              busyLabel="Deleting..."
              onConfirm={remove}
              onCloseAutoFocus={(event) => {
                // the trigger goes away with the deleted project; the page heading takes focus instead
                if (!deletedRef.current) return;
                event.preventDefault();
                onDeleted();
              }}
            />
          )}
        </div>
        {paid ? (
          <p id={paidHelpId} className="text-sm text-stone-600">
            {PROJECT_MESSAGES.paidCannotBeDeleted}
          </p>
        ) : null}
      </Card>
    </article>
  );
}

function ProjectList({ onDeleted }: { onDeleted(): void }) {
  const [, navigate] = useLocation();
  const opened = Number(new URLSearchParams(useSearch()).get(PROJECT_PARAM));
  const query = useProjects();
  const sessionEnded = query.error instanceof ApiError && query.error.status === 401;

  useEffect(() => {
    if (sessionEnded) navigate(LOGIN_FOR_PROJECTS, { replace: true });
  }, [sessionEnded, navigate]);

  if (query.isPending || sessionEnded) return <PageLoading label={PROJECTS_TEXTS.loading} />;

  if (query.isError) {
    return (
      <Card className="grid justify-items-start gap-4 p-6">
        <p role="alert" className="font-semibold text-stone-900">
          {PROJECTS_TEXTS.loadFailed}
        </p>
        <Button variant="secondary" disabled={query.isFetching} onClick={() => void query.refetch()}>
          {query.isFetching ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <RefreshCw className="size-4" aria-hidden="true" />
          )}
          Retry
        </Button>
      </Card>
    );
  }

  if (query.data.length === 0) {
    return (
      <Card className="grid justify-items-start gap-4 p-6">
        <p className="text-stone-800">{PROJECTS_TEXTS.empty}</p>
        <Link href={paths.planner} className={buttonClasses()}>
          Start Planning
        </Link>
      </Card>
    );
  }

  return (
    <ul className="grid gap-4" aria-label="Saved projects">
      {query.data.map((project) => (
        <li key={project.id}>
          <ProjectCard project={project} onDeleted={onDeleted} opened={project.id === opened} />
        </li>
      ))}
    </ul>
  );
}

/** /projects: the signed-in user's saved projects, with their designs, open, rename, duplicate and delete. */
export function ProjectsPage() {
  usePageTitle(PROJECTS_TEXTS.title);
  const { user } = useAuth();
  const [, navigate] = useLocation();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (user === null) navigate(LOGIN_FOR_PROJECTS, { replace: true });
  }, [user, navigate]);

  return (
    <PageSection title={PROJECTS_TEXTS.title} intro={PROJECTS_TEXTS.intro} headingRef={headingRef}>
      {user ? (
        <ProjectList onDeleted={() => headingRef.current?.focus()} />
      ) : (
        <PageLoading label={PROJECTS_TEXTS.loading} />
      )}
    </PageSection>
  );
}

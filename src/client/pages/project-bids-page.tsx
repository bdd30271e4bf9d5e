import { useEffect, useId, useRef } from "react";
import { Link, useLocation, useRoute } from "wouter";
import { ApiError } from "../app/query-client";
import { paths } from "../app/site";
import { usePageTitle } from "../app/use-page-title";
import { PageLoading, PageSection } from "../components/layout/page-section";
import { buttonClasses } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { useAuth } from "../features/auth/api";
import { AgreementSection } from "../features/project-bids/agreement";
import { failureText, useComparison } from "../features/project-bids/api";
import { ComparisonSection } from "../features/project-bids/comparison";
import { InvitationsSection } from "../features/project-bids/invitations";
import { ProjectCallError, useProject } from "../features/projects/api";
import { projectBidsHref, projectPageHref } from "../features/projects/links";

export const PROJECT_BIDS_TEXTS = {
  title: "Get bids",
  loading: "Loading your project...",
  notFound: "We couldn't find this project among yours.",
  unpaid: "Bids are taken on a paid Statement of Work. Choose a package for this project first.",
} as const;

function SessionEnded({ returnTo }: { returnTo: string }) {
  const [, navigate] = useLocation();
  // once: the page may stay drawn a moment after the address has changed
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    navigate(`${paths.login}?returnTo=${encodeURIComponent(returnTo)}`, { replace: true });
  }, [navigate, returnTo]);
  return <PageLoading label={PROJECT_BIDS_TEXTS.loading} />;
}

function Problem({ text, action }: { text: string; action?: { href: string; label: string } }) {
  return (
    <Card className="grid justify-items-start gap-4 p-6">
      <p role="alert" className="font-semibold text-stone-900">
        {text}
      </p>
      <Link href={action?.href ?? paths.projects} className={buttonClasses({ variant: "secondary" })}>
        {action?.label ?? "Back to my projects"}
      </Link>
    </Card>
  );
}

/** The status of a failed call: the project's calls throw ProjectCallError, the bids' ApiError. */
function statusOf(error: unknown): number | undefined {
  if (error instanceof ApiError || error instanceof ProjectCallError) return error.status;
  return undefined;
}

function ProjectBids({ projectId }: { projectId: number }) {
  const project = useProject(projectId);
  const paid = project.data?.paidTier != null;
  const comparison = useComparison(projectId, { enabled: paid });
  const id = useId();
  const here = projectBidsHref(projectId);

  if (statusOf(project.error) === 401 || statusOf(comparison.error) === 401) return <SessionEnded returnTo={here} />;
  if (project.isPending) return <PageLoading label={PROJECT_BIDS_TEXTS.loading} />;
  if (project.isError) {
    const text = statusOf(project.error) === 404 ? PROJECT_BIDS_TEXTS.notFound : `We couldn't load the project: ${failureText(project.error)}`;
    return <Problem text={text} />;
  }
  if (!paid) {
    // the package is chosen on the planner's budget step, as the project card's next steps say
    return <Problem text={PROJECT_BIDS_TEXTS.unpaid} action={{ href: `${paths.planner}?project=${projectId}&step=9`, label: "Choose a package" }} />;
  }

  const data = comparison.data;
  const awarded = data?.awardedBidId != null;
  const awardedCompany = data?.bids.find((bid) => bid.id === data.awardedBidId)?.company;

  return (
    <div className="grid grid-cols-1 gap-10">
      <p className="text-stone-700">
        For <strong className="break-words">{project.data.name}</strong>.{" "}
        <Link href={projectPageHref(projectId)} className="font-semibold text-ember-800 underline underline-offset-2">
          Back to the project
        </Link>
      </p>
      {data?.agreementId != null ? <AgreementSection agreementId={data.agreementId} company={awardedCompany} /> : null}
      <InvitationsSection projectId={projectId} awarded={awarded} />
      <section aria-labelledby={`${id}-compare`} className="grid grid-cols-1 gap-4">
        <h2 id={`${id}-compare`} className="text-2xl font-semibold text-stone-900">
          Compare bids
        </h2>
        {comparison.isPending ? (
          <PageLoading label="Loading the bids..." />
        ) : comparison.isError ? (
          <Card className="p-6">
            <p role="alert" className="text-stone-900">
              We couldn't load the bids: {failureText(comparison.error)}
            </p>
          </Card>
        ) : (
          <ComparisonSection projectId={projectId} comparison={comparison.data} />
        )}
      </section>
    </div>
  );
}

/** /projects/:id/bids: the owner invites contractors, compares their leveled bids, awards one and accepts the agreement. */
export function ProjectBidsPage() {
  usePageTitle(PROJECT_BIDS_TEXTS.title);
  // read from the address itself, so the page works wherever it is rendered
  const [, params] = useRoute<{ id: string }>(paths.projectBids);
  const projectId = Number(params?.id);
  const valid = Number.isInteger(projectId) && projectId > 0;
  const { user } = useAuth();
  const [, navigate] = useLocation();
  const sentToLogin = useRef(false);

  useEffect(() => {
    if (user !== null || sentToLogin.current) return;
    sentToLogin.current = true;
    const returnTo = valid ? projectBidsHref(projectId) : paths.projects;
    navigate(`${paths.login}?returnTo=${encodeURIComponent(returnTo)}`, { replace: true });
  }, [user, navigate, valid, projectId]);

  return (
    <PageSection
      title={PROJECT_BIDS_TEXTS.title}
      intro="Invite contractors to price your Statement of Work, compare their bids leveled against our estimate, and award one."
      wide
    >
      {!user ? (
        <PageLoading label={PROJECT_BIDS_TEXTS.loading} />
      ) : valid ? (
        <ProjectBids projectId={projectId} />
      ) : (
        <Problem text={PROJECT_BIDS_TEXTS.notFound} />
      )}
    </PageSection>
  );
}

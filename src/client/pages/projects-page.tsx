import { ComingSoon } from "../components/layout/coming-soon";

export function ProjectsPage() {
  return <ComingSoon title="My projects">Your saved projects will be listed here.</ComingSoon>;
}

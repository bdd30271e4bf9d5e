import { ComingSoon } from "../components/layout/coming-soon";

export function FaqPage() {
  return (
    <ComingSoon title="Frequently Asked Questions">
      Answers about Statements of Work and working with contractors are coming to this page.
    </ComingSoon>
  );
}

import { MainContent } from "../../../components/layout/main-content";
import { useDocumentTitle } from "../../../lib/use-document-title";

/** `/review`: the signed-in user's Progress Dashboard. */
export function DashboardPage() {
  useDocumentTitle("Progress Dashboard");

  return (
    <MainContent>
      <div className="mx-auto max-w-3xl px-4 py-12 text-center sm:py-16">
        <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">Progress Dashboard</h1>
      </div>
    </MainContent>
  );
}

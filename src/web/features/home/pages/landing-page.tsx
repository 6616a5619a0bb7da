import { MainContent } from "../../../components/layout/main-content";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { HoverVideoLink } from "../components/hover-video-link";

/** The split-screen landing: Social Steps on the left, Awareness Upgrades on the right. */
export function LandingPage() {
  useDocumentTitle(
    "Choose Your Journey",
    "Two doors: 10 Social Steps, taken together with others, or 10 Awareness Upgrades, taken on your own.",
  );

  return (
    <MainContent className="flex flex-col">
      <h1 className="sr-only">Choose Your Journey</h1>
      <div className="grid flex-1 md:grid-cols-2">
        <HoverVideoLink
          to="/steps"
          title="10 Social Steps"
          description="Walk together: steps open as more of us take part."
          media="/media/steps"
        />
        <HoverVideoLink
          to="/upgrades"
          title="10 Awareness Upgrades"
          description="Look inward: ten short exercises, kept in your browser."
          media="/media/upgrades"
        />
      </div>
    </MainContent>
  );
}

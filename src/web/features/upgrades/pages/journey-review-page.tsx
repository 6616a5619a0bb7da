import { ArrowRight, House, Save, X } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { averageMinutes, clampPositionDigits, toPercent } from "../../../../core/format";
import { JOURNEY_LENGTH } from "../../../../core/journey";
import {
  countRated,
  progressSummary,
  responseEntries,
  type UpgradeResult,
} from "../../../../core/upgrade-results";
import { MainContent } from "../../../components/layout/main-content";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader } from "../../../components/ui/card";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { type UpgradeListItem, useUpgrades } from "../api/get-upgrades";
import { JourneyTopBar } from "../components/journey-top-bar";
import { SaveResultsDialog } from "../components/save-results-dialog";
import { ShareMenu } from "../components/share-menu";
import { nextUpgradeId } from "../lib/journey-navigation";
import { useJourney } from "../lib/journey-store";
import { catalogueUpgrade, categoryLabel, UNKNOWN_UPGRADE_TITLE } from "../lib/upgrade-lookup";

interface UpgradeInfo {
  title: string;
  description: string;
  heroDescription: string;
}

/** The upgrade as published (admins may have edited it), else as catalogued, else unknown. */
function lookUpUpgrade(upgradeId: string, published: UpgradeListItem[] | undefined): UpgradeInfo {
  const fromApi = published?.find((upgrade) => upgrade.id === upgradeId);
  const fromCatalogue = catalogueUpgrade(upgradeId);
  return {
    title: fromApi?.title ?? fromCatalogue?.title ?? UNKNOWN_UPGRADE_TITLE,
    description: fromApi?.description ?? fromCatalogue?.description ?? "",
    heroDescription:
      fromApi?.content.heroDescription ?? fromCatalogue?.content.heroDescription ?? "",
  };
}

const submittedFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: "long",
  timeStyle: "short",
});

function StatTile({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-xl border border-border bg-card p-4 text-center shadow-sm">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="mt-1 font-bold text-3xl text-primary">{value}</dd>
    </div>
  );
}

function ResultCard({ result, info }: { result: UpgradeResult; info: UpgradeInfo }) {
  const titleId = `review-${result.upgradeId}`;
  const position = clampPositionDigits(result.relativePosition);
  const responses = responseEntries(result.responses);
  return (
    <li>
      <Card>
        <article aria-labelledby={titleId}>
          <CardHeader className="flex-row items-start gap-4">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
            >
              {position}
            </span>
            <div className="grid min-w-0 flex-1 gap-1">
              <p className="w-fit rounded-full bg-secondary px-2.5 py-0.5 font-medium text-secondary-foreground text-xs">
                {categoryLabel(result.category)}
              </p>
              <h3 id={titleId} className="font-semibold text-xl leading-tight">
                <span className="sr-only">Upgrade {position}: </span>
                {info.title}
              </h3>
            </div>
            <p className="shrink-0 font-semibold text-lg">
              {result.rating === null ? (
                <span className="text-muted-foreground text-sm">Not rated</span>
              ) : (
                <>
                  <span className="sr-only">Rating: </span>
                  {result.rating}/10
                </>
              )}
            </p>
          </CardHeader>
          <CardContent className="grid gap-4">
            {info.description && <p>{info.description}</p>}
            {info.heroDescription && (
              <p className="text-muted-foreground italic">{info.heroDescription}</p>
            )}
            <div className="grid gap-2 rounded-lg bg-muted p-4">
              <h4 className="font-semibold">Your Responses</h4>
              {responses.length === 0 ? (
                <p className="text-muted-foreground text-sm">No responses recorded.</p>
              ) : (
                <dl className="grid gap-3">
                  {responses.map(([question, answer]) => (
                    <div key={question}>
                      <dt className="font-medium text-sm">{question}</dt>
                      <dd className="whitespace-pre-wrap text-muted-foreground">{answer}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </div>
            <p className="text-muted-foreground text-sm">
              Submitted{" "}
              <time dateTime={new Date(result.completedAt).toISOString()}>
                {submittedFormat.format(result.completedAt)}
              </time>
            </p>
          </CardContent>
        </article>
      </Card>
    </li>
  );
}

/** `/upgrades/review`: the review of the visitor's awareness journey. */
export function JourneyReviewPage() {
  useDocumentTitle(
    "Your Journey Review",
    "Look back over the upgrades you have completed: your ratings, your responses and the time you spent.",
  );
  const navigate = useNavigate();
  const { journey, results } = useJourney();
  const published = useUpgrades();
  const [saveOpen, setSaveOpen] = useState(false);

  const summary = progressSummary(results);
  const completed = summary.totalCompleted;
  const allDone = completed >= JOURNEY_LENGTH;
  const next = nextUpgradeId(journey);

  return (
    <>
      <JourneyTopBar />
      <MainContent className="bg-muted/50">
        <div className="mx-auto grid max-w-4xl gap-10 px-4 py-12 sm:py-16">
          <header className="grid gap-3 text-center">
            <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">Your Journey Review</h1>
            <p className="text-lg text-muted-foreground">
              {allDone
                ? "Congratulations on completing all 10 Awareness Upgrades!"
                : `You've completed ${completed} out of 10 upgrades`}
            </p>
          </header>

          <section aria-label="Journey summary">
            <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
              <StatTile label="Completed" value={completed} />
              <StatTile label="Progress" value={`${toPercent(summary.completionRate)}%`} />
              <StatTile label="Avg. Minutes" value={averageMinutes(summary.averageTimeSpent)} />
              <StatTile label="Rated" value={countRated(results)} />
            </dl>
          </section>

          <section aria-labelledby="your-upgrades-heading" className="grid gap-4">
            <h2 id="your-upgrades-heading" className="font-bold text-2xl tracking-tight">
              Your Upgrades
            </h2>
            {results.length === 0 ? (
              <p className="rounded-xl border border-border border-dashed bg-card p-6 text-center text-muted-foreground">
                No upgrades completed yet. Your responses and ratings will appear here as you go.
              </p>
            ) : (
              <ol className="grid gap-4">
                {results.map((result) => (
                  <ResultCard
                    key={result.upgradeId}
                    result={result}
                    info={lookUpUpgrade(result.upgradeId, published.data)}
                  />
                ))}
              </ol>
            )}
          </section>

          <section aria-label="Journey actions" className="flex flex-wrap justify-center gap-3">
            <Button type="button" onClick={() => setSaveOpen(true)}>
              <Save aria-hidden="true" />
              Save Journey
            </Button>
            <ShareMenu size="default" />
            {!allDone && (
              <Button
                type="button"
                variant="outline"
                onClick={() => navigate(next ? `/upgrades/${next}` : "/upgrades")}
              >
                <ArrowRight aria-hidden="true" />
                Continue Journey
              </Button>
            )}
            <Button type="button" variant="outline" onClick={() => navigate("/upgrades")}>
              <House aria-hidden="true" />
              Return Home
            </Button>
            <Button type="button" variant="ghost" onClick={() => navigate("/upgrades")}>
              <X aria-hidden="true" />
              Close
            </Button>
          </section>
        </div>
        <SaveResultsDialog open={saveOpen} onOpenChange={setSaveOpen} />
      </MainContent>
    </>
  );
}

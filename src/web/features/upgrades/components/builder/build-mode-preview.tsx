import { Hammer } from "lucide-react";
import { Button } from "../../../../components/ui/button";
import type { BuilderAnswers } from "../../lib/builder-chat";
import { UpgradeHero } from "../upgrade-hero";
import { UpgradeMoment } from "../upgrade-moment";

const UNTITLED = "Untitled Upgrade";

/**
 * The upgrade page in build mode (spec section 2): the title with a "Build
 * Mode" label, the hero, the Moment of Awareness and a disabled button, all
 * redrawn from the chat's answers as they arrive.
 */
export function BuildModePreview({
  answers,
  moment,
}: {
  answers: BuilderAnswers;
  moment: string | null;
}) {
  const title = answers.title || UNTITLED;
  const prompts = answers.prompts ?? [];
  return (
    <section aria-label="Upgrade preview">
      <UpgradeHero
        buildMode
        title={title}
        badge="1st"
        category={answers.category}
        heroTitle={answers.heroTitle || answers.title || "Your headline appears here"}
        heroDescription={
          answers.heroDescription ||
          answers.description ||
          "Answer the questions in the chat and this page takes shape as you go."
        }
      />
      <UpgradeMoment text={moment} />
      <section
        aria-labelledby="build-ready-heading"
        className="mx-auto max-w-3xl px-4 pb-16 text-center"
      >
        <div className="rounded-xl bg-accent px-6 py-10 sm:px-10">
          <h2 id="build-ready-heading" className="font-bold text-2xl tracking-tight">
            Ready for the next upgrade?
          </h2>
          {prompts.length > 0 && (
            <div className="mx-auto mt-4 max-w-xl text-left">
              <h3 className="font-semibold text-accent-foreground">Reflection prompts</h3>
              <ol className="mt-2 list-decimal space-y-1 pl-6 text-accent-foreground">
                {prompts.map((prompt) => (
                  <li key={prompt}>{prompt}</li>
                ))}
              </ol>
            </div>
          )}
          <div className="mt-6 flex justify-center">
            <Button type="button" size="lg" disabled>
              <Hammer aria-hidden="true" />
              Build Mode - Design in Progress
            </Button>
          </div>
          <p className="mx-auto mt-4 max-w-xl text-accent-foreground text-sm">
            Describe your upgrade in the chat: each answer shapes this page.
          </p>
        </div>
      </section>
    </section>
  );
}

import type { UpgradeCategory } from "../../../../core/catalogue";

export interface UpgradeHeroProps {
  /** "Upgrade {n}: {title}"; in build mode only the title. */
  title: string;
  /** The ordinal badge, e.g. "2nd". */
  badge: string;
  /** Not yet chosen while an upgrade is being built. */
  category?: UpgradeCategory | undefined;
  heroTitle: string;
  heroDescription: string;
  /** The chat builder's preview: a "Build Mode" label instead of the position badge. */
  buildMode?: boolean;
}

const CATEGORY_LABELS: Record<UpgradeCategory, string> = {
  individual: "Individual",
  relational: "Relational",
  social: "Social",
};

/** The top of an upgrade page: position badge, the page's one h1, and the hero text. */
export function UpgradeHero({
  title,
  badge,
  category,
  heroTitle,
  heroDescription,
  buildMode = false,
}: UpgradeHeroProps) {
  return (
    <header className="bg-linear-to-b from-accent to-background px-4 pt-12 pb-10 sm:pt-16">
      <div className="mx-auto flex max-w-3xl flex-col items-center text-center">
        <div className="flex flex-wrap items-center justify-center gap-2">
          <p className="inline-flex items-center rounded-full bg-primary px-3 py-1 font-semibold text-primary-foreground text-sm">
            {buildMode ? (
              "Build Mode"
            ) : (
              <>
                <span data-testid="position-badge">{badge}</span>
                <span className="sr-only"> upgrade of your journey</span>
              </>
            )}
          </p>
          {category && (
            <p className="rounded-full border border-border bg-background px-3 py-1 text-muted-foreground text-sm">
              {CATEGORY_LABELS[category] ?? category}
            </p>
          )}
        </div>
        <h1 className="mt-4 font-bold text-3xl tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-8 font-semibold text-2xl text-primary sm:text-3xl">{heroTitle}</p>
        <p className="mt-3 max-w-2xl text-lg text-muted-foreground leading-relaxed">
          {heroDescription}
        </p>
      </div>
    </header>
  );
}

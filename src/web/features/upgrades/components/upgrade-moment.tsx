import { Sparkles } from "lucide-react";

/** "The Moment of Awareness": the short exercise at the heart of every upgrade. */
export function UpgradeMoment({ text }: { text: string | null }) {
  return (
    <section aria-labelledby="moment-heading" className="mx-auto max-w-3xl px-4 py-12">
      <div className="rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8">
        <h2
          id="moment-heading"
          className="flex items-center gap-3 font-bold text-2xl tracking-tight"
        >
          <Sparkles aria-hidden="true" className="size-6 text-primary" />
          The Moment of Awareness
        </h2>
        <p className="mt-4 text-lg leading-relaxed">
          {text ??
            "The full exercise for this upgrade is coming soon. Until then, pause for a minute and notice what you are aware of right now."}
        </p>
      </div>
    </section>
  );
}

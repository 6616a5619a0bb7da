import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { type ReactNode, useEffect, useId, useState } from "react";
import { useReducedMotion } from "../../lib/use-reduced-motion";
import { cn } from "../../lib/utils";
import { Button } from "../ui/button";

/** How long each quote stays before the carousel moves on by itself. */
export const CAROUSEL_INTERVAL_MS = 7000;

export interface QuoteCarouselProps<T> {
  /** Names the carousel for assistive technology, e.g. "Authors on reading". */
  label: string;
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  intervalMs?: number;
  className?: string;
}

/**
 * A looping carousel of quotes (spec sections 2 and 9). It moves on by itself
 * unless the visitor pauses it, points at it or moves focus into it, and never
 * under reduced motion. Previous and Next wrap around. Every slide keeps its
 * place in the layout so the page does not jump as quotes change.
 */
export function QuoteCarousel<T>({
  label,
  items,
  getKey,
  renderItem,
  intervalMs = CAROUSEL_INTERVAL_MS,
  className,
}: QuoteCarouselProps<T>) {
  const id = useId();
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = items.length;
  const rotating = !reducedMotion && !paused && count > 1;
  const advancing = rotating && !hovered && !focused;

  useEffect(() => {
    if (!advancing) return;
    const timer = window.setInterval(() => setIndex((value) => (value + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [advancing, count, intervalMs]);

  const show = (next: number) => setIndex(((next % count) + count) % count);

  if (count === 0) return null;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={cn("rounded-xl border border-border bg-card p-6 shadow-sm", className)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        id={`${id}-slides`}
        className="grid"
        // Announce changes only when the visitor makes them (WAI-ARIA carousel pattern).
        aria-live={rotating ? "off" : "polite"}
      >
        {items.map((item, itemIndex) => (
          // biome-ignore lint/a11y/useSemanticElements: a slide is a group, not a form fieldset (WAI-ARIA carousel pattern)
          <div
            key={getKey(item)}
            role="group"
            aria-roledescription="slide"
            aria-label={`${itemIndex + 1} of ${count}`}
            className={cn("col-start-1 row-start-1", itemIndex === index ? "visible" : "invisible")}
          >
            {renderItem(item)}
          </div>
        ))}
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted-foreground text-sm" aria-hidden="true">
          {index + 1} / {count}
        </p>
        <div className="flex items-center gap-2">
          {!reducedMotion && count > 1 && (
            <Button
              type="button"
              variant="outline"
              size="icon"
              onClick={() => setPaused((value) => !value)}
              aria-label={paused ? `Play ${label}` : `Pause ${label}`}
            >
              {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
            </Button>
          )}
          <Button
            type="button"
            variant="outline"
            size="icon"
            onClick={() => show(index - 1)}
            aria-controls={`${id}-slides`}
            aria-label={`Previous: ${label}`}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button
            type="button"
            variant="outline"
            size="icon"
            onClick={() => show(index + 1)}
            aria-controls={`${id}-slides`}
            aria-label={`Next: ${label}`}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </div>
    </section>
  );
}

import { useEffect, useRef, useState } from "react";
import { useReducedMotion } from "../../lib/use-reduced-motion";
import { cn } from "../../lib/utils";
import {
  delayBeforeCharacter,
  TYPEWRITER_DEFAULT_SPEED_MS,
  TYPEWRITER_START_DELAY_MS,
  totalLength,
  visibleLengths,
} from "./typewriter-timing";

export interface TypewriterTextProps {
  /** One string per paragraph. */
  paragraphs: readonly string[];
  /** Milliseconds per character (spec: 50 by default, 40 on the Reflexive Reading page). */
  speedMs?: number;
  startDelayMs?: number;
  className?: string;
  paragraphClassName?: string;
}

/**
 * Reveals text one character at a time once it scrolls into view. Screen
 * readers get the whole text from the start (the animated copy is hidden from
 * them), the final layout is reserved so nothing jumps, and with reduced
 * motion the text is simply there.
 */
export function TypewriterText({
  paragraphs,
  speedMs = TYPEWRITER_DEFAULT_SPEED_MS,
  startDelayMs = TYPEWRITER_START_DELAY_MS,
  className,
  paragraphClassName,
}: TypewriterTextProps) {
  const reducedMotion = useReducedMotion();
  const total = totalLength(paragraphs);
  const [count, setCount] = useState(0);
  const [started, setStarted] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  // Start once the text is on screen, so a reader scrolling down does not miss it.
  useEffect(() => {
    if (reducedMotion || started) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") {
      setStarted(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setStarted(true);
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [reducedMotion, started]);

  useEffect(() => {
    if (reducedMotion || !started || count >= total) return;
    const timer = window.setTimeout(
      () => setCount((value) => value + 1),
      delayBeforeCharacter(paragraphs, count, speedMs, startDelayMs),
    );
    return () => window.clearTimeout(timer);
  }, [reducedMotion, started, count, total, paragraphs, speedMs, startDelayMs]);

  const shown = reducedMotion ? paragraphs.map((p) => p.length) : visibleLengths(paragraphs, count);
  const done = reducedMotion || count >= total;
  const activeParagraph = shown.findIndex(
    (length, index) => length < (paragraphs[index]?.length ?? 0),
  );

  return (
    <div ref={ref} className={className} data-typewriter={done ? "done" : "typing"}>
      {paragraphs.map((paragraph, index) => (
        <p key={paragraph} className={paragraphClassName}>
          <span className="sr-only">{paragraph}</span>
          <span aria-hidden="true" className="grid">
            {/* The full text, invisible, keeps the final size from the start. */}
            <span className="invisible col-start-1 row-start-1">{paragraph}</span>
            <span className="col-start-1 row-start-1" data-typewriter-visible="">
              {paragraph.slice(0, shown[index] ?? 0)}
              {!done && index === activeParagraph && (
                <span
                  className={cn(
                    "ml-0.5 inline-block h-[1em] w-0.5 translate-y-[0.15em] bg-current",
                    "motion-safe:animate-pulse",
                  )}
                />
              )}
            </span>
          </span>
        </p>
      ))}
    </div>
  );
}

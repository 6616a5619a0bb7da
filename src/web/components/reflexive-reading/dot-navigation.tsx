import { useEffect, useState } from "react";
import { useReducedMotion } from "../../lib/use-reduced-motion";
import { cn } from "../../lib/utils";
import { sectionInView } from "./section-in-view";

export interface DotNavigationItem {
  id: string;
  label: string;
}

/** Tracks which of the sections (by element id) is in view while the page scrolls. */
export function useSectionInView(ids: readonly string[]): string | null {
  const [current, setCurrent] = useState<string | null>(ids[0] ?? null);
  const key = ids.join(" ");

  useEffect(() => {
    const sectionIds = key.split(" ");
    let frame = 0;
    const measure = () => {
      frame = 0;
      const boxes = sectionIds.flatMap((id) => {
        const element = document.getElementById(id);
        return element ? [{ id, top: element.getBoundingClientRect().top }] : [];
      });
      const scrollBottom = window.scrollY + window.innerHeight;
      const atBottom =
        window.scrollY > 0 && scrollBottom >= document.documentElement.scrollHeight - 2;
      const lastBox = boxes.at(-1);
      // Only count the page bottom when the last section itself is on screen.
      const bottomCounts = atBottom && lastBox !== undefined && lastBox.top < window.innerHeight;
      setCurrent(sectionInView(boxes, window.innerHeight, bottomCounts));
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [key]);

  return current;
}

/**
 * Dots down the left edge, one per section: a click (or Enter) scrolls smoothly
 * to that section and moves focus there; the section in view is highlighted
 * and marked with aria-current.
 */
export function DotNavigation({
  items,
  label = "Page sections",
  className,
}: {
  items: readonly DotNavigationItem[];
  label?: string;
  className?: string;
}) {
  const current = useSectionInView(items.map((item) => item.id));
  const reducedMotion = useReducedMotion();

  const goTo = (id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    target.scrollIntoView({ behavior: reducedMotion ? "auto" : "smooth", block: "start" });
    target.focus({ preventScroll: true });
  };

  return (
    <nav aria-label={label} className={className}>
      <ol className="flex flex-col items-start gap-1">
        {items.map((item) => {
          const active = item.id === current;
          return (
            <li key={item.id}>
              <a
                href={`#${item.id}`}
                aria-current={active ? "location" : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  goTo(item.id);
                }}
                className="group flex items-center gap-2 rounded-full focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
              >
                <span className="flex size-6 items-center justify-center" aria-hidden="true">
                  <span
                    className={cn(
                      "block rounded-full border-2 border-primary transition-all motion-reduce:transition-none",
                      active
                        ? "size-3 bg-primary"
                        : "size-2.5 bg-background group-hover:bg-secondary",
                    )}
                  />
                </span>
                <span
                  className={cn(
                    "pointer-events-none whitespace-nowrap rounded-md bg-foreground px-2 py-1 text-background text-xs",
                    "opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100",
                  )}
                >
                  {item.label}
                </span>
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/**
 * The section in view is the last one whose top has passed one third of the
 * viewport height (spec section 9); at the very bottom of the page it is the
 * last section, however short.
 */
export const IN_VIEW_LINE = 1 / 3;

export interface SectionBox {
  id: string;
  /** distance of the section's top from the top of the viewport, in px */
  top: number;
}

export function sectionInView(
  sections: readonly SectionBox[],
  viewportHeight: number,
  atPageBottom = false,
): string | null {
  if (sections.length === 0) return null;
  if (atPageBottom) return sections.at(-1)?.id ?? null;
  const line = viewportHeight * IN_VIEW_LINE;
  let current = sections[0]?.id ?? null;
  for (const section of sections) {
    if (section.top <= line) current = section.id;
  }
  return current;
}

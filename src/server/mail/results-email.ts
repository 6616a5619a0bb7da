import { UPGRADE_CATALOGUE } from "../../core/catalogue";
import { withOrdinal } from "../../core/format";
import type { ResultsEmailRequest } from "../../core/schemas";
import { escapeHtml } from "./html";
import type { MailMessage } from "./mailer";

const SUBMITTED_AT = "submittedAt";

/** The "Save Your Results" email, written on the server from validated data only. */
export function renderResultsEmail(request: ResultsEmailRequest, appUrl: string): MailMessage {
  const results = [...request.results].sort((a, b) => a.position - b.position);
  const count = results.length;
  const subject = `Your 10 Awareness Upgrades journey: ${count} of 10 completed`;
  const sections = results.map((result) => {
    const title =
      UPGRADE_CATALOGUE.find((u) => u.id === result.upgradeId)?.title ?? result.upgradeId;
    const responses = Object.entries(result.responses).filter(([key]) => key !== SUBMITTED_AT);
    return { ...result, title, responses };
  });

  const text = [
    "Your 10 Awareness Upgrades journey",
    `You completed ${count} of 10 upgrades.`,
    "",
    ...sections.flatMap((section) => [
      `${withOrdinal(section.position)} upgrade: ${section.title}`,
      section.rating === null ? "Not rated" : `Rating: ${section.rating}/10`,
      ...section.responses.map(([question, answer]) => `${question}\n  ${answer}`),
      `Completed: ${section.completedAt}`,
      "",
    ]),
    `Continue your journey: ${appUrl}/upgrades`,
  ].join("\n");

  const html = `<!doctype html>
<html lang="en"><body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2937; max-width: 40rem; margin: 0 auto; padding: 1rem;">
<h1 style="font-size: 1.4rem;">Your 10 Awareness Upgrades journey</h1>
<p>You completed ${count} of 10 upgrades.</p>
${sections
  .map(
    (
      section,
    ) => `<h2 style="font-size: 1.1rem; margin-top: 1.5rem;">${escapeHtml(withOrdinal(section.position))} upgrade: ${escapeHtml(section.title)}</h2>
<p>${section.rating === null ? "Not rated" : `Rating: ${section.rating}/10`}</p>
${section.responses
  .map(
    ([question, answer]) =>
      `<p><strong>${escapeHtml(question)}</strong><br>${escapeHtml(answer).replace(/\n/g, "<br>")}</p>`,
  )
  .join("\n")}
<p style="color: #4b5563; font-size: 0.9rem;">Completed ${escapeHtml(section.completedAt)}</p>`,
  )
  .join("\n")}
<p style="margin-top: 2rem;"><a href="${escapeHtml(`${appUrl}/upgrades`)}">Continue your journey</a></p>
</body></html>`;

  return { to: request.email, subject, text, html };
}

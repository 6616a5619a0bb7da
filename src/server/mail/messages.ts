import { RESET_LINK_MINUTES } from "../../core/account-schemas";
import { UPGRADE_CATALOGUE } from "../../core/catalogue";
import { withOrdinal } from "../../core/format";
import type { ResultsEmailRequest } from "../../core/schemas";
import { escapeHtml } from "./html";
import type { MailMessage } from "./mailer";

/*
 * Every message the product sends is written here, from one small set of
 * building blocks, as plain text and as simple HTML. Blocks carry plain
 * strings only; escaping happens in one place (toHtml), so no message can
 * forget it.
 */

type Block =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "answer"; question: string; answer: string }
  | { kind: "note"; text: string }
  | { kind: "button"; label: string; url: string };

interface Letter {
  to: string;
  subject: string;
  title: string;
  blocks: Block[];
}

const BODY_STYLE =
  "font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2937; max-width: 40rem; margin: 0 auto; padding: 1rem;";
const BUTTON_STYLE =
  "display: inline-block; background: #4338ca; color: #ffffff; padding: 0.6rem 1.2rem; border-radius: 0.4rem; text-decoration: none; font-weight: 600;";

function multiline(text: string): string {
  return escapeHtml(text).replace(/\n/g, "<br>");
}

function blockHtml(block: Block): string {
  switch (block.kind) {
    case "heading":
      return `<h2 style="font-size: 1.1rem; margin-top: 1.5rem;">${escapeHtml(block.text)}</h2>`;
    case "paragraph":
      return `<p>${multiline(block.text)}</p>`;
    case "answer":
      return `<p><strong>${escapeHtml(block.question)}</strong><br>${multiline(block.answer)}</p>`;
    case "note":
      return `<p style="color: #4b5563; font-size: 0.9rem;">${multiline(block.text)}</p>`;
    case "button":
      return `<p style="margin: 1.5rem 0;"><a href="${escapeHtml(block.url)}" style="${BUTTON_STYLE}">${escapeHtml(block.label)}</a></p>
<p style="color: #4b5563; font-size: 0.9rem;">Or open this address: ${escapeHtml(block.url)}</p>`;
  }
}

function blockText(block: Block): string {
  switch (block.kind) {
    case "heading":
      return `\n${block.text}`;
    case "paragraph":
    case "note":
      return block.text;
    case "answer":
      return `${block.question}\n  ${block.answer.replace(/\n/g, "\n  ")}`;
    case "button":
      return `${block.label}: ${block.url}`;
  }
}

function compose({ to, subject, title, blocks }: Letter): MailMessage {
  const text = [title, "", ...blocks.map(blockText)].join("\n");
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="${BODY_STYLE}">
<h1 style="font-size: 1.4rem;">${escapeHtml(title)}</h1>
${blocks.map(blockHtml).join("\n")}
</body></html>`;
  return { to, subject, text, html };
}

const SUBMITTED_AT = "submittedAt";

/** The "Save Your Results" email, written on the server from validated data only. */
export function renderResultsEmail(request: ResultsEmailRequest, appUrl: string): MailMessage {
  const results = [...request.results].sort((a, b) => a.position - b.position);
  const count = results.length;
  const blocks: Block[] = [{ kind: "paragraph", text: `You completed ${count} of 10 upgrades.` }];
  for (const result of results) {
    const title =
      UPGRADE_CATALOGUE.find((u) => u.id === result.upgradeId)?.title ?? result.upgradeId;
    blocks.push(
      { kind: "heading", text: `${withOrdinal(result.position)} upgrade: ${title}` },
      {
        kind: "paragraph",
        text: result.rating === null ? "Not rated" : `Rating: ${result.rating}/10`,
      },
      ...Object.entries(result.responses)
        .filter(([key]) => key !== SUBMITTED_AT)
        .map(([question, answer]): Block => ({ kind: "answer", question, answer })),
      { kind: "note", text: `Completed ${result.completedAt}` },
    );
  }
  blocks.push({ kind: "button", label: "Continue your journey", url: `${appUrl}/upgrades` });
  return compose({
    to: request.email,
    subject: `Your 10 Awareness Upgrades journey: ${count} of 10 completed`,
    title: "Your 10 Awareness Upgrades journey",
    blocks,
  });
}

/** The link that lets someone who forgot their password choose a new one. */
export function resetPasswordLink(appUrl: string, token: string): string {
  return `${appUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
}

export function renderPasswordResetEmail(
  recipient: { email: string; firstName?: string | null },
  link: string,
): MailMessage {
  const greeting = recipient.firstName ? `Hello ${recipient.firstName},` : "Hello,";
  return compose({
    to: recipient.email,
    subject: "Reset your 10 Social Steps password",
    title: "Reset your password",
    blocks: [
      { kind: "paragraph", text: greeting },
      {
        kind: "paragraph",
        text: "Someone asked to reset the password of the 10 Social Steps account for this email address. Choose a new password with the link below.",
      },
      { kind: "button", label: "Choose a new password", url: link },
      {
        kind: "note",
        text: `The link works once and expires in ${RESET_LINK_MINUTES} minutes. Setting a new password signs you out everywhere else.`,
      },
      {
        kind: "note",
        text: "If you did not ask for this, ignore this email: your password stays as it is.",
      },
    ],
  });
}

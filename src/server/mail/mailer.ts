import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Config } from "../env";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface SentMail {
  /** Set when the message went to the local outbox instead of an SMTP server. */
  outboxFile?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
}

/**
 * Real delivery through SMTP_URL when it is set; otherwise each message is
 * written to DATA_DIR/outbox as an .eml file (open it in any mail program) and
 * its path is logged, so nothing is lost on a machine without a mail server.
 */
export function createMailer(config: Pick<Config, "SMTP_URL" | "MAIL_FROM" | "DATA_DIR">): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      async send(message) {
        await transport.sendMail({ from: config.MAIL_FROM, ...message });
        return {};
      },
    };
  }
  const outbox = path.resolve(config.DATA_DIR, "outbox");
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: config.MAIL_FROM, ...message });
      await mkdir(outbox, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(outbox, `${stamp}-${randomBytes(3).toString("hex")}.eml`);
      await writeFile(file, info.message as Buffer);
      console.log(
        `[mail] no SMTP_URL set; "${message.subject}" to ${message.to} written to ${file}`,
      );
      return { outboxFile: file };
    },
  };
}

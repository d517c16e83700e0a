import { LABEL } from "../../config/label";
import { serverConfig } from "../config";
import { queueNewsletter, type NewsletterMailConfig, type QueueNewsletterOptions } from "../server/fans/newsletterSend";
import type { JobContext, JobDefinition } from "./job";

/**
 * Newsletters whose time has come (docs/fans.md#sending): every minute,
 * queues the next mails of each, at most `mailsPerMinute` in all, and marks
 * one sent once its last recipient is queued. Safe to repeat and to overlap:
 * each mail's id derives from newsletter and address (create()).
 */
export interface NewsletterSendOptions extends Omit<QueueNewsletterOptions, "limit"> {
  /** Mails per run (per minute): NEWSLETTER_MAILS_PER_MINUTE, default NEWSLETTER_SEND.mailsPerMinute. */
  mailsPerMinute?: number;
  config?: NewsletterMailConfig;
  /** Only this newsletter (SEND NOW starts its first minute at once). */
  onlyId?: string;
}

export interface NewsletterSendReport {
  queued: number;
  skipped: number;
  sent: string[];
}

export async function runNewsletterSends(
  { repos, now, log }: Pick<JobContext, "repos" | "now" | "log">,
  options: NewsletterSendOptions = {},
): Promise<NewsletterSendReport> {
  const config = options.config ?? serverConfig();
  let budget = options.mailsPerMinute ?? serverConfig().newsletterMailsPerMinute;
  const report: NewsletterSendReport = { queued: 0, skipped: 0, sent: [] };
  const due = (await repos.newsletters.listDue(now)).filter((n) => !options.onlyId || n.id === options.onlyId);
  for (const newsletter of due) {
    if (budget <= 0) break;
    const result = await queueNewsletter(repos, newsletter, config, now, { ...options, limit: budget });
    budget -= result.queued + result.skipped;
    report.queued += result.queued;
    report.skipped += result.skipped;
    if (result.done) report.sent.push(newsletter.id);
    log(
      `"${newsletter.subject}": ${result.queued} queued${result.skipped ? `, ${result.skipped} already queued` : ""}${result.done ? ", all sent" : ", more next minute"}`,
    );
  }
  return report;
}

export const newsletterSendJob: JobDefinition = {
  name: "newsletter-send",
  description:
    "Queues the mails of newsletters whose time has come, at the rate the mail extension takes (NEWSLETTER_MAILS_PER_MINUTE), each address once.",
  schedule: "* * * * *",
  timeZone: LABEL.timeZone,
  run: async (context) => {
    const { queued, sent } = await runNewsletterSends(context);
    return `${queued} newsletter mail(s) queued; ${sent.length} newsletter(s) finished`;
  },
};

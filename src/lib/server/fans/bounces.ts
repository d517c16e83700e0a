import { isBounced, nextBounceCheck } from "../../domain/fans";
import type { Repositories } from "../../data";

/**
 * The bounce scan (docs/fans.md#bounces): every fan mail to a list or a
 * pre-save is queued with a time to be looked at (`bounce_check_at`); the
 * scan reads the mails whose time has come, puts each address whose mail
 * the extension refused for good (`delivery.state` ERROR) on the bounce
 * list once, and moves each mail's next look on, or ends it. Run before
 * every newsletter page and release-day plan is made, so a bounce is kept
 * out of every later send whatever was sent in between. A scan that dies
 * halfway leaves its mails due: the next one records what it had not, and
 * create() keeps a bounce recorded once. Returns how many it recorded.
 */
export async function recordBounces(repos: Repositories, now: Date): Promise<number> {
  const due = await repos.mail.dueForBounceCheck(now);
  const bounced = new Map(due.filter((mail) => isBounced(mail) && mail.address_key).map((mail) => [mail.address_key!, mail]));
  const recorded = await Promise.all(
    [...bounced].map(([address_key, mail]) =>
      repos.bounces.recordOnce({ address_key, newsletter_id: mail.newsletter_id, release_id: mail.release_id, found_at: now }),
    ),
  );
  // Only after the bounces are on the list: a mail is never let go before its bounce is recorded.
  await repos.mail.setBounceChecks(due.map((mail) => ({ id: mail.id, at: nextBounceCheck(mail, now) })));
  return recorded.filter(Boolean).length;
}

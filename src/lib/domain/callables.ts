import type { z } from "zod";
import { accessCallables } from "./contracts/access";
import { analyticsCallables } from "./contracts/analytics";
import { auditCallables } from "./contracts/audit";
import { contentCallables } from "./contracts/content";
import { demosCallables } from "./contracts/demos";
import { fansCallables } from "./contracts/fans";
import { integrationsCallables } from "./contracts/integrations";
import { listeningCallables } from "./contracts/listening";
import { mediaCallables } from "./contracts/media";
import { newslettersCallables } from "./contracts/newsletters";
import { previewCallables } from "./contracts/preview";
import { promoCallables } from "./contracts/promo";
import { promoContactsCallables } from "./contracts/promoContacts";
import { promoStatsCallables } from "./contracts/promoStats";
import { scheduleCallables } from "./contracts/schedules";
import { sessionCallables } from "./contracts/session";

/**
 * The contract between the browser and Cloud Functions: each callable's
 * request schema (validated by the function on every call) and response
 * schema. Both sides import it, so the shapes cannot drift apart. One file
 * per area under contracts/.
 */
export const callables = {
  ...sessionCallables,
  ...contentCallables,
  ...accessCallables,
  ...integrationsCallables,
  ...demosCallables,
  ...mediaCallables,
  ...fansCallables,
  ...newslettersCallables,
  ...analyticsCallables,
  ...auditCallables,
  ...scheduleCallables,
  ...previewCallables,
  ...listeningCallables,
  ...promoCallables,
  ...promoContactsCallables,
  ...promoStatsCallables,
} as const;

export type CallableName = keyof typeof callables;
type Contract<N extends CallableName> = (typeof callables)[N] & { request: z.ZodType; response: z.ZodType };
export type CallableRequest<N extends CallableName> = z.input<Contract<N>["request"]>;
export type CallableResponse<N extends CallableName> = z.output<Contract<N>["response"]>;

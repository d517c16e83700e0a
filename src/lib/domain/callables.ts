import type { z } from "zod";
import { accessCallables } from "./access/contract";
import { analyticsCallables } from "./campaigns/analyticsContract";
import { auditCallables } from "./publishing/auditContract";
import { contentCallables } from "./catalog/contract";
import { demosCallables } from "./demos/contract";
import { fansCallables } from "./fans/contract";
import { integrationsCallables } from "./catalog/integrationsContract";
import { preSaveCallables } from "./campaigns/preSaveFormContract";
import { listeningCallables } from "./listening/contract";
import { mediaCallables } from "./media/contract";
import { newslettersCallables } from "./fans/newslettersContract";
import { previewCallables } from "./publishing/previewContract";
import { promoCallables } from "./promo/contract";
import { promoContactsCallables } from "./promo/contactsContract";
import { promoStatsCallables } from "./promo/statsContract";
import { scheduleCallables } from "./publishing/schedulesContract";
import { sessionCallables } from "./access/sessionContract";
import { storeCallables } from "./store/contract";

/**
 * The contract between the browser and Cloud Functions: each callable's
 * request schema (validated by the function on every call) and response
 * schema. Both sides import it, so the shapes cannot drift apart. Each
 * room's callables are its `contract.ts` (src/lib/domain/<room>/contract.ts).
 */
export const callables = {
  ...sessionCallables,
  ...contentCallables,
  ...accessCallables,
  ...integrationsCallables,
  ...preSaveCallables,
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
  ...storeCallables,
} as const;

export type CallableName = keyof typeof callables;
type Contract<N extends CallableName> = (typeof callables)[N] & { request: z.ZodType; response: z.ZodType };
export type CallableRequest<N extends CallableName> = z.input<Contract<N>["request"]>;
export type CallableResponse<N extends CallableName> = z.output<Contract<N>["response"]>;

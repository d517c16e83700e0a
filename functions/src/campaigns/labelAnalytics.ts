import { defineCallable } from "../callable";
import * as analytics from "../operations/campaigns/analytics";

/** The dashboard's totals over the releases the caller may view (docs/analytics.md#who-sees-what). */
export const labelAnalytics = defineCallable("labelAnalytics", analytics.labelAnalytics);

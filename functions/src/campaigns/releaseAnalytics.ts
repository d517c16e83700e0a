import { defineCallable } from "../callable";
import * as analytics from "../operations/campaigns/analytics";

/** A release's analytics panel: releases view for the release's primary artist (docs/analytics.md#who-sees-what). */
export const releaseAnalytics = defineCallable("releaseAnalytics", analytics.releaseAnalytics);

/**
 * Every module of user-visible texts, as one namespace: the tests that walk
 * all texts (spec quotes, the product document) read them from here.
 */
import * as validationTexts from "../../../src/lib/domain/shared/validationTexts";
import * as toastTexts from "../../../src/lib/domain/shared/toastTexts";
import * as pageTexts from "../../../src/lib/domain/shared/pageTexts";
import * as publicTexts from "../../../src/lib/domain/shared/publicTexts";
import * as accessTexts from "../../../src/lib/domain/access/accessTexts";
import * as demoTexts from "../../../src/lib/domain/demos/demoTexts";
import * as integrationTexts from "../../../src/lib/domain/catalog/integrationTexts";
import * as analyticsTexts from "../../../src/lib/domain/campaigns/analyticsTexts";
import * as auditTexts from "../../../src/lib/domain/publishing/auditTexts";
import * as demoDeskTexts from "../../../src/lib/domain/demos/demoDeskTexts";
import * as mediaTexts from "../../../src/lib/domain/media/mediaTexts";
import * as scheduleTexts from "../../../src/lib/domain/publishing/scheduleTexts";
import * as previewTexts from "../../../src/lib/domain/publishing/previewTexts";

export const productTexts = {
  ...validationTexts,
  ...toastTexts,
  ...pageTexts,
  ...publicTexts,
  ...accessTexts,
  ...demoTexts,
  ...integrationTexts,
  ...analyticsTexts,
  ...auditTexts,
  ...demoDeskTexts,
  ...mediaTexts,
  ...scheduleTexts,
  ...previewTexts,
};

export * from "./campaign";
export * from "./campaignTexts";
export * from "./recipientLink";
export * from "./promoEvent";
export * from "./promoFeedback";
export * from "./promoPageTexts";

import { COPYRIGHT_YEAR } from "../lib/domain/shared";

/** The label's identity: change it here and every page follows. */
export const LABEL = {
  name: "Static Bloom Records",
  shortName: "STATIC BLOOM",
  tagline: "An independent music label pushing the boundaries of experimental sound.",
  logo: "/images/logo.svg",
  /**
   * The logo as podcast apps take it (the label feed's artwork: JPEG or PNG,
   * 1400–3000 px square), made from `logo` by `npm run feed-logo` and
   * committed under public/ (docs/listening.md#sharing-and-feeds).
   */
  feedLogo: "/images/logo-1400.png",
  copyrightYear: COPYRIGHT_YEAR,
  copyright: `© ${COPYRIGHT_YEAR} Static Bloom Records. All rights reserved.`,
  /**
   * The label's time zone (an IANA name such as "Europe/Berlin"): scheduled
   * jobs run on its clock, and release-day moments and scheduled publishing
   * are read in it. Default "UTC".
   */
  timeZone: "UTC",
  /**
   * The store's currency until staff choose one (docs/store.md#money): every
   * price and order is in integer minor units of it.
   */
  currency: "GBP",
  /** Where services the site calls can reach the label (MusicBrainz asks for it in the User-Agent). */
  contactEmail: "hello@staticbloom.example",
  /**
   * The label's postal address, printed with the contact email at the foot of
   * every email to fans (the release-day reminder): anti-spam laws (CAN-SPAM,
   * the EU's e-commerce rules) ask a sender to say who and where they are.
   */
  postalAddress: "Static Bloom Records, 14 Foundry Lane, Bristol BS2 0HQ, United Kingdom",
} as const;

/** Shipping zones (docs/store.md#shipping): countries and a rate for the first shipped item and for each additional one. */
import { z } from "zod";
import { idSchema } from "../shared/fields";
import { minorAmountSchema } from "./money";

/** An ISO 3166-1 alpha-2 country code, as Stripe collects addresses. */
export const countryCodeSchema = z
  .string()
  .max(8)
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: "A country is a two-letter code such as GB." });

export const shippingZoneSchema = z.object({
  id: idSchema,
  name: z.string().trim().min(1).max(100),
  /** The countries it ships to; a country belongs to at most one zone. */
  countries: z.array(countryCodeSchema).min(1).max(250),
  first_item: minorAmountSchema,
  each_additional: minorAmountSchema,
  created_at: z.date(),
  updated_at: z.date(),
});
export type ShippingZone = z.output<typeof shippingZoneSchema>;

/** What shipping `items` shipped items to a zone costs. */
export function shippingCost(zone: Pick<ShippingZone, "first_item" | "each_additional">, items: number): number {
  if (items <= 0) return 0;
  return zone.first_item + (items - 1) * zone.each_additional;
}

/** The zone a country is in, or null (the checkout does not offer that country). */
export function zoneForCountry<Z extends Pick<ShippingZone, "countries">>(zones: readonly Z[], country: string): Z | null {
  return zones.find((zone) => zone.countries.includes(country.toUpperCase())) ?? null;
}

/** The countries of every zone, for Stripe's address collection (`allowed_countries`). */
export function shippableCountries(zones: readonly Pick<ShippingZone, "countries">[]): string[] {
  return [...new Set(zones.flatMap((zone) => zone.countries))].sort();
}

/** A postal address as Stripe collects it. */
export const shippingAddressSchema = z.object({
  name: z.string().max(300),
  line1: z.string().max(300),
  line2: z.string().max(300).nullable().default(null),
  city: z.string().max(200),
  postal_code: z.string().max(40).nullable().default(null),
  state: z.string().max(200).nullable().default(null),
  country: z.string().max(2),
});
export type ShippingAddress = z.output<typeof shippingAddressSchema>;

/** A rate Stripe Checkout offers: one per zone, for everything the order ships. */
export interface ShippingOption {
  zone_id: string;
  /** The zone's name, which Stripe shows beside the rate. */
  name: string;
  amount: number;
}

/**
 * The shipping options of a checkout: every zone's rate for the units that
 * ship (first item, then each additional; a record of quantity 2 is two
 * items), cheapest first. Empty when nothing ships.
 */
export function shippingOptions(
  zones: readonly Pick<ShippingZone, "id" | "name" | "first_item" | "each_additional">[],
  items: readonly { ships: boolean; quantity: number }[],
): ShippingOption[] {
  const units = items.reduce((sum, item) => sum + (item.ships ? item.quantity : 0), 0);
  if (units === 0) return [];
  return zones
    .map((zone) => ({ zone_id: zone.id, name: zone.name, amount: shippingCost(zone, units) }))
    .sort((a, b) => a.amount - b.amount || a.name.localeCompare(b.name));
}

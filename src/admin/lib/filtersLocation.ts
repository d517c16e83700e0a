/**
 * A screen's search and filters kept in the URL query (?q=…&role=…), so a
 * filtered view can be shared, reloaded and reached with the back button.
 * A value the filters do not know is left out, as if not given; "all"
 * (null, "" or the field's default) is left out of the URL.
 */
import type { z } from "zod";

type FilterValue = string | number | null;

export interface FiltersLocation<F> {
  /** Every filter at "all". */
  all: F;
  parse: (search: string) => F;
  /** "?role=press&tag=uk", or "" for everything. */
  search: (filters: F) => string;
}

export function filtersLocation<F extends Record<string, FilterValue>>(
  schema: z.ZodObject,
  fields: readonly (keyof F & string)[],
): FiltersLocation<F> {
  const all = schema.parse({}) as F;
  return {
    all,
    parse(search) {
      const params = new URLSearchParams(search);
      const filters: Record<string, unknown> = {};
      for (const field of fields) {
        const value = params.get(field);
        if (value === null || value === "") continue;
        // Checked one by one: a bad value drops itself, not the other filters.
        const shape = schema.shape[field] as z.ZodType;
        const typed = typeof all[field] === "number" ? Number(value) : value;
        if (shape.safeParse(typed).success) filters[field] = typed;
      }
      return schema.parse(filters) as F;
    },
    search(filters) {
      const params = new URLSearchParams();
      for (const field of fields) {
        const value = filters[field];
        if (value !== null && value !== "" && value !== all[field]) params.set(field, String(value));
      }
      const text = params.toString();
      return text === "" ? "" : `?${text}`;
    },
  };
}

import { forwardRef, type SelectHTMLAttributes } from "react";
import { GENRES, genreDisplayName, isGenre } from "../../../lib/domain/catalog";
import { PUBLIC_LABELS } from "../../../lib/domain/shared";
import { Select } from "./controls";

/**
 * The genre list with display names, as a controlled select. A genre outside
 * the list (one filled from the streaming service, say) stays selectable, so
 * editing a record never drops it silently.
 */
export const GenreSelect = forwardRef<HTMLSelectElement, Omit<SelectHTMLAttributes<HTMLSelectElement>, "value"> & { value: string }>(
  function GenreSelect(props, ref) {
    const extra = props.value && !isGenre(props.value) ? props.value : null;
    return (
      <Select ref={ref} {...props}>
        <option value="">{PUBLIC_LABELS.selectGenre}</option>
        {extra && <option value={extra}>{genreDisplayName(extra)}</option>}
        {GENRES.map((genre) => (
          <option key={genre} value={genre}>
            {genreDisplayName(genre)}
          </option>
        ))}
      </Select>
    );
  },
);

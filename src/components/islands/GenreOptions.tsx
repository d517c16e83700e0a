/** @jsxImportSource preact */
import { GENRES, genreDisplayName } from "../../lib/domain/catalog/genres";

/** The options of a public genre select: `none` (value "") first, then every genre by its display name. */
export function GenreOptions({ none }: { none: string }) {
  return (
    <>
      <option value="">{none}</option>
      {GENRES.map((genre) => (
        <option key={genre} value={genre}>
          {genreDisplayName(genre)}
        </option>
      ))}
    </>
  );
}

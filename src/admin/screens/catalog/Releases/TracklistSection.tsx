import { useRef, useState, type KeyboardEvent } from "react";
import { Controller, useFieldArray, type Control, type UseFormGetValues, type UseFormRegister } from "react-hook-form";
import { type ReleaseFormValues } from "../../../../lib/domain/catalog";
import { LIMITS } from "../../../../lib/domain/shared";
import { moveTarget } from "../../../../lib/domain/shared";
import {
  moveTrackDown,
  moveTrackUp,
  removeTrack,
  trackLabel,
  trackLegend,
  trackMoved,
  trackRemoved,
  TRACKLIST_FORM_TEXTS as T,
} from "../../../../lib/domain/catalog";
import { Button } from "../../../components/Button";
import { Field, Switch, TextArea, TextInput } from "../../../components/form/controls";
import { withInputTransform } from "../../../lib/inputTransform";
import { CreditsEditor } from "./CreditsEditor";
import { creditLinesToNames, creditNamesToLines } from "./releaseFormValues";
import { TRACK_AUDIO_FORM_TEXTS as A } from "../../../../lib/domain/listening";
import { TrackAudioPanel } from "./TrackAudioPanel";
import { newTrackFormValues } from "./trackFormValues";
import type { TrackAudioControls } from "./useTrackAudio";

interface Props {
  control: Control<ReleaseFormValues>;
  register: UseFormRegister<ReleaseFormValues>;
  getValues: UseFormGetValues<ReleaseFormValues>;
  /** The audio of the saved release's tracks; null while the release is new. */
  audio: TrackAudioControls | null;
  /** The ids of the tracks stored on the release (audio hangs off a saved track). */
  savedTrackIds: ReadonlySet<string>;
}

const ID = "track";
/** The id of a control of the track at `index`; a move finds the same control in the track's new row by it. */
const controlId = (index: number, part: string) => `${ID}-${index}-${part}`;
const partOf = (id: string) => /^track-\d+-(.+)$/.exec(id)?.[1] ?? null;

/**
 * TRACKLIST of the release form (docs/listening.md#in-the-release-form): one
 * row per track in play order, each with title, duration, ISRC, explicit,
 * and its own artists and credits behind a disclosure. Rows move with their
 * ↑/↓ buttons or Alt+↑/↓ from anywhere in the row (but a text area, where
 * Alt+arrows move the caret); the focus stays on the moved track and the
 * move is announced.
 */
export function TracklistSection({ control, register, getValues, audio, savedTrackIds }: Props) {
  const { fields, append, remove, swap } = useFieldArray({ control, name: "tracks", keyName: "key" });
  const [announcement, setAnnouncement] = useState("");
  const addButton = useRef<HTMLButtonElement>(null);
  const labelOf = (index: number) => trackLabel(index + 1, getValues(`tracks.${index}.title`));

  function move(index: number, delta: -1 | 1, focusedPart: string | null) {
    const target = moveTarget(index, delta, fields.length);
    if (target === null) return;
    const label = labelOf(index);
    swap(index, target);
    setAnnouncement(trackMoved(label, target + 1, fields.length));
    // A move button that cannot move again (the first row's ↑) gives the focus to its opposite.
    const stuck = moveTarget(target, delta, fields.length) === null;
    const part = focusedPart === "up" || focusedPart === "down" ? (stuck ? (delta < 0 ? "down" : "up") : focusedPart) : focusedPart;
    requestAnimationFrame(() => document.getElementById(controlId(target, part ?? "row"))?.focus());
  }

  function removeAt(index: number) {
    const label = labelOf(index);
    remove(index);
    setAnnouncement(trackRemoved(label));
    // The focus goes to the track that took its place, else the one before, else ADD TRACK.
    const next = index < fields.length - 1 ? index : index - 1;
    requestAnimationFrame(() => (next >= 0 ? document.getElementById(controlId(next, "remove")) : addButton.current)?.focus());
  }

  function onRowKey(event: KeyboardEvent<HTMLLIElement>, index: number) {
    if (!event.altKey || (event.key !== "ArrowUp" && event.key !== "ArrowDown")) return;
    if (event.target instanceof HTMLTextAreaElement) return;
    event.preventDefault();
    move(index, event.key === "ArrowUp" ? -1 : 1, partOf((event.target as HTMLElement).id));
  }

  const full = fields.length >= LIMITS.track.perRelease;
  return (
    <fieldset className="mt-6" aria-describedby={`${ID}-hint`} data-testid="tracklist-section">
      <legend className="text-xs tracking-widest text-muted">{T.legend}</legend>
      <p id={`${ID}-hint`} className="mt-1 text-xs text-muted">
        {T.hint}
      </p>
      {fields.length === 0 && <p className="mt-2 text-sm text-muted">{T.empty}</p>}
      {fields.length > 0 && (
        <ol aria-label={T.legend} className="mt-2 space-y-2">
          {fields.map((field, index) => {
            const legend = trackLegend(index + 1);
            return (
              <li
                key={field.key}
                id={controlId(index, "row")}
                tabIndex={-1}
                onKeyDown={(e) => onRowKey(e, index)}
                className="border border-white/10 p-3 focus:border-accent"
                data-testid="track-editor"
              >
                <fieldset>
                  {/* Floated, a legend sits in the row's header line like any element. */}
                  <legend className="float-left py-1.5 text-xs font-bold tracking-widest">{legend}</legend>
                  <span className="float-right flex gap-1">
                    <Button
                      id={controlId(index, "up")}
                      variant="ghost"
                      aria-label={moveTrackUp(trackLabel(index + 1, null))}
                      disabled={index === 0}
                      onClick={() => move(index, -1, "up")}
                    >
                      ↑
                    </Button>
                    <Button
                      id={controlId(index, "down")}
                      variant="ghost"
                      aria-label={moveTrackDown(trackLabel(index + 1, null))}
                      disabled={index === fields.length - 1}
                      onClick={() => move(index, 1, "down")}
                    >
                      ↓
                    </Button>
                    <Button
                      id={controlId(index, "remove")}
                      variant="ghost"
                      aria-label={removeTrack(trackLabel(index + 1, null))}
                      onClick={() => removeAt(index)}
                    >
                      ✕
                    </Button>
                  </span>
                  <div className="clear-both grid gap-x-4 sm:grid-cols-[minmax(0,1fr)_6rem_10rem]">
                    <Field label={T.title} htmlFor={controlId(index, "title")}>
                      <TextInput id={controlId(index, "title")} autoComplete="off" {...register(`tracks.${index}.title`)} />
                    </Field>
                    <Field label={T.duration} htmlFor={controlId(index, "duration")}>
                      <TextInput
                        id={controlId(index, "duration")}
                        autoComplete="off"
                        inputMode="numeric"
                        placeholder={T.durationHint}
                        {...register(`tracks.${index}.duration_seconds`)}
                      />
                    </Field>
                    <Field label={T.isrc} htmlFor={controlId(index, "isrc")}>
                      <TextInput
                        id={controlId(index, "isrc")}
                        autoComplete="off"
                        {...withInputTransform(register(`tracks.${index}.isrc`), (v) => v.toUpperCase())}
                      />
                    </Field>
                  </div>
                  <Switch id={controlId(index, "explicit")} label={T.explicit} {...register(`tracks.${index}.explicit`)} />
                  <Switch
                    id={controlId(index, "focus")}
                    label={A.focus}
                    aria-describedby={controlId(index, "focus-hint")}
                    {...register(`tracks.${index}.focus`)}
                  />
                  <p id={controlId(index, "focus-hint")} className="text-xs text-muted">
                    {A.focusHint}
                  </p>
                  <div className="grid gap-x-4 sm:grid-cols-2">
                    <Field label={A.previewStart} htmlFor={controlId(index, "preview-start")} hint={A.previewHint}>
                      <TextInput
                        id={controlId(index, "preview-start")}
                        autoComplete="off"
                        inputMode="numeric"
                        placeholder={T.durationHint}
                        {...register(`tracks.${index}.preview_start_seconds`)}
                      />
                    </Field>
                    <Field label={A.previewLength} htmlFor={controlId(index, "preview-length")}>
                      <TextInput
                        id={controlId(index, "preview-length")}
                        autoComplete="off"
                        inputMode="numeric"
                        {...register(`tracks.${index}.preview_length_seconds`)}
                      />
                    </Field>
                  </div>
                  {audio ? (
                    <TrackAudioPanel
                      trackId={field.id}
                      label={labelOf(index)}
                      saved={savedTrackIds.has(field.id)}
                      controls={audio}
                      idPrefix={controlId(index, "audio")}
                    />
                  ) : (
                    <p className="mt-3 text-xs text-muted">{A.saveFirst}</p>
                  )}
                  <details className="mt-3">
                    <summary className="cursor-pointer text-xs tracking-widest text-muted">{T.more}</summary>
                    <Field label={T.artists} htmlFor={controlId(index, "artists")} hint={T.artistsHint}>
                      <Controller
                        name={`tracks.${index}.artists`}
                        control={control}
                        render={({ field: artists }) => (
                          <TextArea
                            id={controlId(index, "artists")}
                            rows={2}
                            value={creditNamesToLines(artists.value)}
                            onChange={(e) => artists.onChange(creditLinesToNames(e.target.value))}
                            onBlur={artists.onBlur}
                          />
                        )}
                      />
                    </Field>
                    <Controller
                      name={`tracks.${index}.credits`}
                      control={control}
                      render={({ field: credits }) => (
                        <CreditsEditor
                          idPrefix={controlId(index, "credits")}
                          legend={T.credits}
                          value={credits.value ?? {}}
                          onChange={credits.onChange}
                        />
                      )}
                    />
                  </details>
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      <Button
        ref={addButton}
        className="mt-3"
        disabled={full}
        onClick={() => append(newTrackFormValues(), { focusName: `tracks.${fields.length}.title` })}
      >
        {T.addTrack}
      </Button>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}

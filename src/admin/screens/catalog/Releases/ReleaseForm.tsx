import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { call } from "../../../../lib/client/callables";
import { abilityAllows, type ResourceAbilities } from "../../../../lib/domain/access";
import { releaseInputSchema, type ReleaseFormValues, type ReleaseInput } from "../../../../lib/domain/catalog";
import { normalizeSlugInput, RELEASE_TOASTS, yearFromDate } from "../../../../lib/domain/shared";
import type { AdminRelease, ArtistChoice } from "../../../../lib/domain/catalog";
import { Panel } from "../../../components/AdminPage";
import { ArtistPicker } from "../../../components/form/ArtistPicker";
import { GenreSelect } from "../../../components/form/GenreSelect";
import { Field, Select, Switch, TextInput } from "../../../components/form/controls";
import { ImageField } from "../../../components/form/ImageField";
import { useArtistNames } from "../../../hooks/useArtistChoices";
import { toastFirstError } from "../../../lib/formErrors";
import { withInputTransform } from "../../../lib/inputTransform";
import { AdditionalArtistsPicker } from "./AdditionalArtistsPicker";
import { withoutPrimary } from "./additionalArtists";
import { CreditsEditor } from "./CreditsEditor";
import { DspLinksSection } from "./DspLinksSection";
import { ReleaseFansPanel } from "./ReleaseFansPanel";
import { TracklistSection } from "./TracklistSection";
import { useTrackAudio } from "./useTrackAudio";
import { TRACK_AUDIO_FORM_TEXTS } from "../../../../lib/domain/listening";
import { EMPTY_RELEASE_FORM, RELEASE_FIELD_ORDER, releaseToFormValues } from "./releaseFormValues";
import { VersionHistory } from "../../../components/history/VersionHistory";
import { SchedulePanel } from "../../../components/schedule/SchedulePanel";
import type { PublishSchedules } from "../../../hooks/usePublishSchedules";
import { useSaveRecord } from "../../../hooks/useSaveRecord";
import { FormActions, PublishedSwitch } from "../../../components/form/FormFooter";
import { confirmDiscard, useFormCare } from "../../../hooks/useFormCare";
import { PreviewPanel } from "../../../components/preview/PreviewPanel";
import { usePreview } from "../../../hooks/usePreview";

interface Props {
  /** The release being edited; null in create mode. */
  editing: AdminRelease | null;
  abilities: ResourceAbilities;
  /** After a successful save or CANCEL: back to create mode, empty form. */
  onDone: (saved: boolean) => void;
  /** Something about the saved release changed without leaving edit mode (its links were generated). */
  onChanged: () => void;
  schedules: PublishSchedules;
}

const upperCase = (value: string) => value.toUpperCase();

/** The artists an edited release names, as the list gave them. */
function creditedArtists(release: AdminRelease | null): ArtistChoice[] {
  if (!release) return [];
  return release.release_artists.flatMap((link) =>
    link.artist ? [{ id: link.artist.id, name: link.artist.name, spotify_artist_id: null }] : [],
  );
}

/** NEW RELEASE / EDIT RELEASE (docs/product.md#admin-releases). Mounted afresh for each mode. */
export function ReleaseForm({ editing, abilities, schedules, onDone, onChanged }: Props) {
  const { register, handleSubmit, control, watch, getValues, setValue, formState } = useForm<ReleaseFormValues, unknown, ReleaseInput>({
    resolver: zodResolver(releaseInputSchema),
    defaultValues: editing ? releaseToFormValues(editing) : EMPTY_RELEASE_FORM,
  });
  const care = useFormCare(formState.isDirty);
  const primaryId = watch("artist_id");
  const names = useArtistNames([primaryId ?? "", ...(watch("additional_artist_ids") ?? [])], creditedArtists(editing));
  const canPublish = abilityAllows(abilities, "publish", primaryId || null);
  const trackAudio = useTrackAudio(editing?.id ?? null);
  const savedTrackIds = new Set(editing?.tracks.map((t) => t.id) ?? []);
  const showDspLinks = editing !== null && Boolean(editing.isrc || editing.spotify_album_id);
  const preview = usePreview();

  const { saving, save } = useSaveRecord<ReleaseInput>({
    what: "release",
    editingId: editing?.id ?? null,
    create: (release) => call("createRelease", release),
    update: (id, release) => call("updateRelease", { id, release, expected_updated_at: editing?.updated_at.toISOString() ?? null }),
    toasts: RELEASE_TOASTS,
    onDone,
  });

  return (
    <Panel title={editing ? "EDIT RELEASE" : "NEW RELEASE"} id="release-form-title">
      <form
        ref={care.formRef}
        {...care.shortcut}
        method="post"
        noValidate
        onSubmit={handleSubmit(save, toastFirstError(RELEASE_FIELD_ORDER))}
        aria-labelledby="release-form-title"
      >
        <Field label="TITLE" htmlFor="release-title">
          <TextInput id="release-title" autoComplete="off" {...register("title")} />
        </Field>
        <Field label="SLUG" htmlFor="release-slug" hint="Lowercase letters, numbers and hyphens">
          <TextInput id="release-slug" autoComplete="off" {...withInputTransform(register("slug"), normalizeSlugInput)} />
        </Field>
        <Field label="PRIMARY ARTIST" htmlFor="release-artist">
          {/* The primary artist is who the release belongs to: only artists the caller may create (or edit) releases for. */}
          <Controller
            name="artist_id"
            control={control}
            render={({ field }) => (
              <ArtistPicker
                id="release-artist"
                value={field.value ?? ""}
                valueName={names.nameOf(field.value ?? "")}
                forRelease={editing ? "edit" : "draft"}
                onPick={(artist) => {
                  if (artist) names.remember(artist);
                  field.onChange(artist?.id ?? "");
                  setValue("additional_artist_ids", withoutPrimary(getValues("additional_artist_ids") ?? [], artist?.id));
                }}
              />
            )}
          />
        </Field>
        <Field label="ADDITIONAL ARTISTS" htmlFor="release-additional">
          <Controller
            name="additional_artist_ids"
            control={control}
            render={({ field }) => (
              <AdditionalArtistsPicker
                id="release-additional"
                value={field.value ?? []}
                primaryId={primaryId}
                onChange={field.onChange}
                nameOf={names.nameOf}
                remember={names.remember}
              />
            )}
          />
        </Field>
        <Controller
          name="image_url"
          control={control}
          render={({ field }) => (
            <ImageField
              id="release-image"
              label="IMAGE URL"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              target={{ resource: "releases", item_id: editing?.id, artist_id: primaryId || undefined }}
            />
          )}
        />
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field label="GENRE" htmlFor="release-genre">
            <Controller
              name="genre"
              control={control}
              render={({ field }) => <GenreSelect id="release-genre" {...field} value={field.value ?? ""} />}
            />
          </Field>
          <Field label="RELEASE DATE" htmlFor="release-date">
            <TextInput
              id="release-date"
              type="date"
              {...register("release_date", {
                // A year left empty follows the date.
                onChange: (event) => {
                  if (!getValues("year")) setValue("year", yearFromDate(event.target.value) ?? "");
                },
              })}
            />
          </Field>
          <Field label="YEAR" htmlFor="release-year">
            <TextInput id="release-year" inputMode="numeric" maxLength={4} {...register("year")} />
          </Field>
          <Field label="ISRC" htmlFor="release-isrc">
            <TextInput id="release-isrc" autoComplete="off" {...withInputTransform(register("isrc"), upperCase)} />
          </Field>
        </div>
        <Field label="SPOTIFY ALBUM ID" htmlFor="release-album">
          <TextInput id="release-album" autoComplete="off" {...register("spotify_album_id")} />
        </Field>
        <Field label="APPLE MUSIC URL" htmlFor="release-apple">
          <TextInput id="release-apple" type="url" {...register("apple_music_url")} />
        </Field>
        <Field label="BANDCAMP URL" htmlFor="release-bandcamp">
          <TextInput id="release-bandcamp" type="url" {...register("bandcamp_url")} />
        </Field>
        <Field label="SOUNDCLOUD URL" htmlFor="release-soundcloud">
          <TextInput id="release-soundcloud" type="url" {...register("soundcloud_url")} />
        </Field>
        <Controller
          name="credits"
          control={control}
          render={({ field }) => <CreditsEditor value={field.value ?? {}} onChange={field.onChange} />}
        />
        <Field label={TRACK_AUDIO_FORM_TEXTS.listening} htmlFor="release-listening">
          <Select id="release-listening" {...register("listening")}>
            <option value="full">{TRACK_AUDIO_FORM_TEXTS.listeningFull}</option>
            <option value="preview">{TRACK_AUDIO_FORM_TEXTS.listeningPreview}</option>
          </Select>
        </Field>
        <TracklistSection
          control={control}
          register={register}
          getValues={getValues}
          audio={editing ? trackAudio : null}
          savedTrackIds={savedTrackIds}
        />
        <Switch id="release-presave" label="PRE-SAVE ENABLED" {...register("pre_save_enabled")} />
        {watch("pre_save_enabled") && (
          <Field label="PRE-SAVE URL" htmlFor="release-presave-url" hint="Where the pre-save page sends the visitor">
            <TextInput id="release-presave-url" type="url" {...register("pre_save_url")} />
          </Field>
        )}
        <PublishedSwitch
          id="release-published"
          canPublish={canPublish}
          registration={register("is_published")}
          checked={watch("is_published") ?? false}
        />
        <FormActions saving={saving} editing={editing !== null} onCancel={() => confirmDiscard() && onDone(false)} />
      </form>
      <PreviewPanel
        state={preview.state}
        onPreview={() =>
          void handleSubmit(
            (values) => preview.request({ entity: "releases", id: editing?.id ?? null, release: values }),
            toastFirstError(RELEASE_FIELD_ORDER),
          )()
        }
      />
      {showDspLinks && (
        <DspLinksSection
          release={editing}
          readIds={() => ({ isrc: getValues("isrc"), spotifyAlbumId: getValues("spotify_album_id") })}
          onGenerated={onChanged}
        />
      )}
      {editing && abilityAllows(abilities, "publish", editing.artist_id) && (
        <SchedulePanel entity="releases" id={editing.id} schedules={schedules} />
      )}
      {editing && <ReleaseFansPanel releaseId={editing.id} />}
      {editing && (
        <VersionHistory
          entity="releases"
          id={editing.id}
          currentArtists={releaseToFormValues(editing).additional_artist_ids}
          onRestored={() => onDone(true)}
        />
      )}
    </Panel>
  );
}

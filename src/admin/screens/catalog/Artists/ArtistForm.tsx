import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { call } from "../../../../lib/client/callables";
import { abilityAllows, type ResourceAbilities } from "../../../../lib/domain/access";
import { ARTIST_SOCIAL_FIELDS, artistInputSchema, type ArtistFormValues, type ArtistInput } from "../../../../lib/domain/catalog";
import { ARTIST_TOASTS, normalizeSlugInput } from "../../../../lib/domain/shared";
import type { AdminArtist } from "../../../../lib/domain/catalog";
import { Panel } from "../../../components/AdminPage";
import { VersionHistory } from "../../../components/history/VersionHistory";
import { SchedulePanel } from "../../../components/schedule/SchedulePanel";
import type { PublishSchedules } from "../../../hooks/usePublishSchedules";
import { Button } from "../../../components/Button";
import { GenreSelect } from "../../../components/form/GenreSelect";
import { Field, TextArea, TextInput } from "../../../components/form/controls";
import { ImageField } from "../../../components/form/ImageField";
import { toastFirstError } from "../../../lib/formErrors";
import { withInputTransform } from "../../../lib/inputTransform";
import { ARTIST_FIELD_ORDER, artistToFormValues, EMPTY_ARTIST_FORM, SOCIAL_LABELS } from "./artistFormValues";
import { useSpotifyArtistFetch } from "./useSpotifyArtistFetch";
import { useSaveRecord } from "../../../hooks/useSaveRecord";
import { FormActions, PublishedSwitch } from "../../../components/form/FormFooter";
import { confirmDiscard, useFormCare } from "../../../hooks/useFormCare";
import { PreviewPanel } from "../../../components/preview/PreviewPanel";
import { usePreview } from "../../../hooks/usePreview";

interface Props {
  /** The artist being edited; null in create mode. */
  editing: AdminArtist | null;
  abilities: ResourceAbilities;
  /** After a successful save or CANCEL: back to create mode, empty form. */
  onDone: (saved: boolean) => void;
  schedules: PublishSchedules;
}

/** NEW ARTIST / EDIT ARTIST (docs/product.md#admin-artists). Mounted afresh for each mode. */
export function ArtistForm({ editing, abilities, schedules, onDone }: Props) {
  const form = useForm<ArtistFormValues, unknown, ArtistInput>({
    resolver: zodResolver(artistInputSchema),
    defaultValues: editing ? artistToFormValues(editing) : EMPTY_ARTIST_FORM,
  });
  const { register, handleSubmit, setValue, getValues, watch, control, formState } = form;
  const care = useFormCare(formState.isDirty);
  const canPublish = abilityAllows(abilities, "publish", editing?.id ?? null);
  const preview = usePreview();
  const spotify = useSpotifyArtistFetch(({ spotifyArtistId, imageUrl, genre }) => {
    setValue("spotify_artist_id", spotifyArtistId);
    if (imageUrl) setValue("image_url", imageUrl);
    if (genre) setValue("genre", genre);
  });

  const { saving, save } = useSaveRecord<ArtistInput>({
    what: "artist",
    editingId: editing?.id ?? null,
    create: (artist) => call("createArtist", artist),
    update: (id, artist) => call("updateArtist", { id, artist }),
    toasts: ARTIST_TOASTS,
    onDone,
  });

  return (
    <Panel title={editing ? "EDIT ARTIST" : "NEW ARTIST"} id="artist-form-title">
      <form
        ref={care.formRef}
        {...care.shortcut}
        method="post"
        noValidate
        onSubmit={handleSubmit(save, toastFirstError(ARTIST_FIELD_ORDER))}
        aria-labelledby="artist-form-title"
      >
        <Field label="NAME" htmlFor="artist-name">
          <TextInput id="artist-name" autoComplete="off" {...register("name")} />
        </Field>
        <Field label="SLUG" htmlFor="artist-slug" hint="Lowercase letters, numbers and hyphens">
          <TextInput id="artist-slug" autoComplete="off" {...withInputTransform(register("slug"), normalizeSlugInput)} />
        </Field>
        <Field label="GENRE" htmlFor="artist-genre">
          {/* Controlled: a genre filled from Spotify may add its own option in the same render. */}
          <Controller
            name="genre"
            control={control}
            render={({ field }) => <GenreSelect id="artist-genre" {...field} value={field.value ?? ""} />}
          />
        </Field>
        <Field label="BIO" htmlFor="artist-bio">
          <TextArea id="artist-bio" rows={5} {...register("bio")} />
        </Field>
        <Controller
          name="image_url"
          control={control}
          render={({ field }) => (
            <ImageField
              id="artist-image"
              label="IMAGE URL"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              target={{ resource: "artists", item_id: editing?.id }}
            />
          )}
        />
        <Field
          label="SPOTIFY ARTIST ID OR URL"
          htmlFor="artist-spotify"
          hint="Paste the artist's Spotify link or ID, then fetch the image and genre."
        >
          <div className="flex gap-2">
            <TextInput id="artist-spotify" autoComplete="off" {...register("spotify_artist_id")} />
            <Button
              className="mt-1 shrink-0"
              disabled={spotify.fetching}
              onClick={() => void spotify.fetchProfile(getValues("spotify_artist_id"), getValues("genre"))}
            >
              {spotify.fetching ? "FETCHING..." : "FETCH FROM SPOTIFY"}
            </Button>
          </div>
        </Field>
        <fieldset className="mt-6">
          <legend className="text-xs tracking-widest text-muted">SOCIAL LINKS</legend>
          {ARTIST_SOCIAL_FIELDS.map((field) => (
            <Field key={field} label={SOCIAL_LABELS[field]} htmlFor={`artist-${field}`}>
              <TextInput id={`artist-${field}`} type="url" placeholder="https://" {...register(field)} />
            </Field>
          ))}
        </fieldset>
        <PublishedSwitch
          id="artist-published"
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
            (values) => preview.request({ entity: "artists", id: editing?.id ?? null, artist: values }),
            toastFirstError(ARTIST_FIELD_ORDER),
          )()
        }
      />
      {editing && canPublish && <SchedulePanel entity="artists" id={editing.id} schedules={schedules} />}
      {editing && <VersionHistory entity="artists" id={editing.id} onRestored={() => onDone(true)} />}
    </Panel>
  );
}

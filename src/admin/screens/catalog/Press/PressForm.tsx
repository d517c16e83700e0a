import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { currentUserId } from "../../../../lib/client/auth";
import { call } from "../../../../lib/client/callables";
import { abilityAllows, type ResourceAbilities } from "../../../../lib/domain/access";
import { pressPostInputSchema, type PressPostFormValues, type PressPostInput } from "../../../../lib/domain/catalog";
import { normalizeSlugInput, PRESS_TOASTS } from "../../../../lib/domain/shared";
import type { AdminPressPost } from "../../../../lib/domain/catalog";
import { Panel } from "../../../components/AdminPage";
import { VersionHistory } from "../../../components/history/VersionHistory";
import { SchedulePanel } from "../../../components/schedule/SchedulePanel";
import type { PublishSchedules } from "../../../hooks/usePublishSchedules";
import { Field, TextArea, TextInput } from "../../../components/form/controls";
import { ImageField } from "../../../components/form/ImageField";
import { toastFirstError } from "../../../lib/formErrors";
import { withInputTransform } from "../../../lib/inputTransform";
import { EMPTY_PRESS_FORM, PRESS_FIELD_ORDER, pressPostToFormValues } from "./pressFormValues";
import { RichTextEditor } from "./RichTextEditor";
import { useSaveRecord } from "../../../hooks/useSaveRecord";
import { FormActions, PublishedSwitch } from "../../../components/form/FormFooter";
import { confirmDiscard, useFormCare } from "../../../hooks/useFormCare";
import { PreviewPanel } from "../../../components/preview/PreviewPanel";
import { usePreview } from "../../../hooks/usePreview";

interface Props {
  editing: AdminPressPost | null;
  abilities: ResourceAbilities;
  /** After a successful save or Cancel: back to create mode, empty form. */
  onDone: (saved: boolean) => void;
  schedules: PublishSchedules;
}

/** The press post form (docs/product.md#admin-press). Mounted afresh for each mode. */
export function PressForm({ editing, abilities, schedules, onDone }: Props) {
  const { register, handleSubmit, control, watch, formState } = useForm<PressPostFormValues, unknown, PressPostInput>({
    resolver: zodResolver(pressPostInputSchema),
    defaultValues: editing ? pressPostToFormValues(editing) : EMPTY_PRESS_FORM,
  });
  const care = useFormCare(formState.isDirty);
  const canPublish = abilityAllows(abilities, "publish");
  const imageTarget = { resource: "press" as const, item_id: editing?.id };
  const preview = usePreview();

  const { saving, save: saveRecord } = useSaveRecord<PressPostInput>({
    what: "press post",
    editingId: editing?.id ?? null,
    create: (post) => call("createPressPost", post),
    update: (id, post) => call("updatePressPost", { id, post }),
    toasts: PRESS_TOASTS,
    onDone,
  });

  async function save(post: PressPostInput) {
    if (!currentUserId()) {
      toast.error(PRESS_TOASTS.mustBeLoggedIn);
      return;
    }
    await saveRecord(post);
  }

  return (
    <Panel title={editing ? "EDIT PRESS POST" : "NEW PRESS POST"} id="press-form-title">
      <form
        ref={care.formRef}
        {...care.shortcut}
        method="post"
        noValidate
        onSubmit={handleSubmit(save, toastFirstError(PRESS_FIELD_ORDER))}
        aria-labelledby="press-form-title"
      >
        <Field label="TITLE" htmlFor="press-title">
          <TextInput id="press-title" autoComplete="off" {...register("title")} />
        </Field>
        <Field label="SLUG" htmlFor="press-slug" hint="Lowercase letters, numbers and hyphens">
          <TextInput id="press-slug" autoComplete="off" {...withInputTransform(register("slug"), normalizeSlugInput)} />
        </Field>
        <Field label="EXCERPT" htmlFor="press-excerpt">
          <TextArea id="press-excerpt" rows={3} {...register("excerpt")} />
        </Field>
        <Controller
          name="featured_image_url"
          control={control}
          render={({ field }) => (
            <ImageField
              id="press-image"
              label="FEATURED IMAGE URL"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              target={imageTarget}
            />
          )}
        />
        <div className="mt-4">
          <p id="press-content-label" className="text-xs tracking-widest">
            CONTENT
          </p>
          <Controller
            name="content"
            control={control}
            render={({ field }) => (
              <RichTextEditor
                labelledBy="press-content-label"
                value={field.value ?? ""}
                onChange={field.onChange}
                onBlur={field.onBlur}
                imageTarget={imageTarget}
              />
            )}
          />
        </div>
        <PublishedSwitch
          id="press-published"
          canPublish={canPublish}
          registration={register("is_published")}
          checked={watch("is_published") ?? false}
        />
        <FormActions
          saving={saving}
          editing={editing !== null}
          onCancel={() => confirmDiscard() && onDone(false)}
          labels={{ create: "Create Post", update: "Update Post", saving: "Saving...", cancel: "Cancel" }}
        />
      </form>
      <PreviewPanel
        state={preview.state}
        onPreview={() =>
          void handleSubmit(
            (values) => preview.request({ entity: "press_posts", id: editing?.id ?? null, post: values }),
            toastFirstError(PRESS_FIELD_ORDER),
          )()
        }
      />
      {editing && canPublish && <SchedulePanel entity="press_posts" id={editing.id} schedules={schedules} />}
      {editing && <VersionHistory entity="press_posts" id={editing.id} onRestored={() => onDone(true)} />}
    </Panel>
  );
}

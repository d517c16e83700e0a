import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { z } from "zod";
import { call, errorMessage } from "../../../lib/client/callables";
import type { ProductWire } from "../../../lib/domain/store";
import { amountInputValue, parseAmount, type Currency } from "../../../lib/domain/store";
import { DOWNLOAD_FORMATS, PHYSICAL_KINDS, PRODUCT_STATUSES } from "../../../lib/domain/store";
import type { ProductInput } from "../../../lib/domain/store";
import { PRODUCT_STATUS_LABELS, STORE_SCREEN_TEXTS } from "../../../lib/domain/store";
import { DOWNLOAD_FORMAT_LABELS } from "../../../lib/domain/store";
import { Panel } from "../../components/AdminPage";
import { Button } from "../../components/Button";
import { Field, Select, Switch, TextArea, TextInput } from "../../components/form/controls";
import { FormActions } from "../../components/form/FormFooter";
import { ReleasePicker } from "../../components/form/ReleasePicker";
import { ProductImages } from "./ProductImages";
import { TrackPrices } from "./TrackPrices";
import { invalidTrackPrice, trackPricesOf } from "./trackPriceRows";

/** What the form holds: amounts as typed ("7.50"), read in the store's currency on submit. */
const formValuesSchema = (currency: Currency, type: "digital" | "physical") => {
  const amount = z.string();
  return z
    .object({
      release_id: z.string(),
      release_name: z.string(),
      status: z.enum(PRODUCT_STATUSES),
      price_mode: z.enum(["fixed", "pwyw"]),
      amount,
      minimum: amount,
      suggested: amount,
      formats: z.array(z.enum(DOWNLOAD_FORMATS)),
      track_prices: z.array(z.object({ track_id: z.string(), title: z.string(), amount: z.string() })),
      title: z.string(),
      kind: z.enum(PHYSICAL_KINDS),
      description: z.string(),
      weight_grams: z.coerce.number<string>().int().min(0),
      includes_digital: z.boolean(),
      image_ids: z.array(z.string()),
      variants: z.array(
        z.object({
          id: z.string(),
          sku: z.string().trim().min(1, { error: "Enter the SKU." }),
          size: z.string(),
          colour: z.string(),
          in_stock: z.coerce.number<string>().int().min(0, { error: "Stock cannot be negative." }),
        }),
      ),
    })
    .superRefine((values, context) => {
      // Only the amounts the form shows are read: a physical product's price, an album's fixed price, or its minimum (and suggested, when typed).
      const shown =
        type === "physical" || values.price_mode === "fixed"
          ? ["amount" as const]
          : values.suggested.trim()
            ? ["minimum" as const, "suggested" as const]
            : ["minimum" as const];
      for (const field of shown)
        if (parseAmount(values[field], currency) === null)
          context.addIssue({ code: "custom", path: [field], message: STORE_SCREEN_TEXTS.invalidAmount });
      if (type === "digital")
        values.track_prices.forEach((row, i) => {
          if (invalidTrackPrice(row.amount, currency))
            context.addIssue({ code: "custom", path: ["track_prices", i, "amount"], message: STORE_SCREEN_TEXTS.invalidTrackPrice });
        });
    });
};
type FormValues = z.input<ReturnType<typeof formValuesSchema>>;
type FormOutput = z.output<ReturnType<typeof formValuesSchema>>;

function initialValues(product: ProductWire | null, currency: Currency): FormValues {
  const money = (amount: number) => amountInputValue(amount, currency);
  const blank: FormValues = {
    release_id: product?.release_id ?? "",
    release_name: product?.type === "digital" ? product.title : "",
    status: product?.status ?? "hidden",
    price_mode: "fixed",
    amount: "",
    minimum: "0",
    suggested: "",
    formats: ["flac", "mp3-320"],
    track_prices: [],
    title: "",
    kind: "vinyl",
    description: "",
    weight_grams: "0",
    includes_digital: false,
    image_ids: [],
    variants: [{ id: "", sku: "", size: "", colour: "", in_stock: "0" }],
  };
  if (!product) return blank;
  if (product.type === "digital") {
    const price = product.price;
    return price.mode === "fixed"
      ? { ...blank, formats: product.formats, price_mode: "fixed", amount: money(price.amount) }
      : { ...blank, formats: product.formats, price_mode: "pwyw", minimum: money(price.minimum), suggested: money(price.suggested) };
  }
  return {
    ...blank,
    title: product.title,
    kind: product.kind,
    description: product.description,
    amount: money(product.price),
    weight_grams: String(product.weight_grams),
    includes_digital: product.includes_digital,
    image_ids: product.image_ids,
    variants: product.variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      size: v.options.size ?? "",
      colour: v.options.colour ?? "",
      in_stock: String(v.stock - v.sold),
    })),
  };
}

function toInput(values: FormOutput, type: "digital" | "physical", editing: ProductWire | null, currency: Currency): ProductInput {
  const money = (text: string) => parseAmount(text, currency) ?? 0;
  if (type === "digital") {
    const price =
      values.price_mode === "fixed"
        ? { mode: "fixed" as const, amount: money(values.amount) }
        : { mode: "pwyw" as const, minimum: money(values.minimum), suggested: money(values.suggested || values.minimum) };
    return {
      type,
      release_id: values.release_id,
      status: values.status,
      price,
      track_prices: trackPricesOf(values.track_prices, currency),
      formats: values.formats,
    };
  }
  return {
    type,
    id: editing?.id ?? null,
    release_id: values.release_id || null,
    artist_id: values.release_id ? null : (editing?.artist_id ?? null),
    status: values.status,
    kind: values.kind,
    title: values.title,
    description: values.description,
    price: money(values.amount),
    variants: values.variants.map((v) => ({
      id: v.id || null,
      sku: v.sku,
      options: { size: v.size.trim() || null, colour: v.colour.trim() || null },
      in_stock: v.in_stock,
    })),
    weight_grams: values.weight_grams,
    includes_digital: values.includes_digital,
    image_ids: values.image_ids,
  };
}

/**
 * A product's form (docs/store.md#editing-products): a release's digital
 * album (fixed price or pay what you want, formats) or a physical product
 * (kind, price, variants with SKU and what is on the shelf now, weight,
 * bundle). The server refuses stock below what checkouts hold, with a
 * message shown as a toast.
 */
export function ProductForm({
  editing,
  type,
  currency,
  onDone,
}: {
  editing: ProductWire | null;
  type: "digital" | "physical";
  currency: Currency;
  onDone: (saved: boolean) => Promise<void>;
}) {
  const [saving, setSaving] = useState(false);
  const { register, handleSubmit, watch, setValue, control, formState } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(formValuesSchema(currency, type)),
    defaultValues: initialValues(editing, currency),
  });
  const variants = useFieldArray({ control, name: "variants" });
  const errors = formState.errors;
  const priceMode = watch("price_mode");
  const releaseId = watch("release_id");

  async function submit(values: FormOutput) {
    if (type === "digital" && !values.release_id) {
      toast.error("Choose the release.");
      return;
    }
    setSaving(true);
    try {
      await call("saveProduct", { product: toInput(values, type, editing, currency) });
      toast.success(STORE_SCREEN_TEXTS.productSaved);
      await onDone(true);
    } catch (error) {
      toast.error(errorMessage(error, STORE_SCREEN_TEXTS.productSaveFailed));
    } finally {
      setSaving(false);
    }
  }

  const error = (message: string | undefined) => message && <p className="mt-1 text-xs text-red-300">{message}</p>;

  return (
    <Panel title={`${editing ? "EDIT" : "NEW"} ${type === "digital" ? "DIGITAL ALBUM" : "PHYSICAL PRODUCT"}`} id="product-form-title">
      <form method="post" onSubmit={(e) => void handleSubmit(submit)(e)} noValidate>
        <Field label={type === "digital" ? "RELEASE" : "RELEASE (OPTIONAL)"} htmlFor="product-release">
          {type === "digital" && editing ? (
            <p id="product-release" className="mt-1 text-sm">
              {editing.title}
            </p>
          ) : (
            <ReleasePicker
              id="product-release"
              value={releaseId}
              valueName={watch("release_name")}
              onPick={(release) => {
                setValue("release_id", release?.id ?? "", { shouldDirty: true });
                setValue("release_name", release?.name ?? "", { shouldDirty: true });
              }}
            />
          )}
        </Field>
        {type === "physical" && (
          <>
            <Field label="TITLE" htmlFor="product-title">
              <TextInput id="product-title" {...register("title")} required maxLength={200} />
            </Field>
            <Field label="KIND" htmlFor="product-kind">
              <Select id="product-kind" {...register("kind")}>
                {PHYSICAL_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {kind === "cd" ? "CD" : kind[0]!.toUpperCase() + kind.slice(1)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label="DESCRIPTION" htmlFor="product-description">
              <TextArea id="product-description" {...register("description")} maxLength={5000} />
            </Field>
          </>
        )}
        <Field label="STATUS" htmlFor="product-status">
          <Select id="product-status" {...register("status")}>
            {PRODUCT_STATUS_LABELS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </Field>
        {type === "digital" && (
          <Field label="PRICE" htmlFor="product-price-mode">
            <Select id="product-price-mode" {...register("price_mode")}>
              <option value="fixed">Fixed price</option>
              <option value="pwyw">Pay what you want</option>
            </Select>
          </Field>
        )}
        {type === "physical" || priceMode === "fixed" ? (
          <Field label={`PRICE (${currency})`} htmlFor="product-amount">
            <TextInput id="product-amount" inputMode="decimal" {...register("amount")} aria-invalid={!!errors.amount} />
            {error(errors.amount?.message)}
          </Field>
        ) : (
          <>
            <Field label={`MINIMUM (${currency})`} htmlFor="product-minimum" hint="0 lets buyers name their price.">
              <TextInput id="product-minimum" inputMode="decimal" {...register("minimum")} aria-invalid={!!errors.minimum} />
              {error(errors.minimum?.message)}
            </Field>
            <Field label={`SUGGESTED (${currency})`} htmlFor="product-suggested">
              <TextInput id="product-suggested" inputMode="decimal" {...register("suggested")} aria-invalid={!!errors.suggested} />
              {error(errors.suggested?.message)}
            </Field>
          </>
        )}
        {type === "digital" && (
          <fieldset className="mt-4">
            <legend className="text-xs tracking-widest">FORMATS OFFERED</legend>
            <div className="mt-2 flex flex-wrap gap-4 text-sm">
              {DOWNLOAD_FORMATS.map((format) => (
                <label key={format} className="flex items-center gap-2">
                  <input type="checkbox" value={format} {...register("formats")} />
                  {DOWNLOAD_FORMAT_LABELS[format]}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        {type === "digital" && releaseId && (
          <TrackPrices
            key={releaseId}
            releaseId={releaseId}
            saved={editing?.type === "digital" ? editing.track_prices : []}
            currency={currency}
            rows={watch("track_prices")}
            onRows={(rows) => setValue("track_prices", rows, { shouldDirty: true })}
            invalid={(row) => !!errors.track_prices?.[watch("track_prices").indexOf(row)]?.amount}
          />
        )}
        {type === "physical" && (
          <>
            <Field label="WEIGHT (GRAMS)" htmlFor="product-weight">
              <TextInput id="product-weight" inputMode="numeric" {...register("weight_grams")} />
            </Field>
            <Switch id="product-bundle" label="INCLUDES THE DIGITAL ALBUM" {...register("includes_digital")} />
            <ProductImages value={watch("image_ids")} onChange={(ids) => setValue("image_ids", ids, { shouldDirty: true })} />
            <fieldset className="mt-6">
              <legend className="text-xs tracking-widest">VARIANTS</legend>
              <div className="overflow-x-auto">
                <table className="mt-2 w-full text-left text-sm">
                  <thead className="text-xs text-muted">
                    <tr>
                      <th scope="col" className="p-1">
                        SKU
                      </th>
                      <th scope="col" className="p-1">
                        SIZE
                      </th>
                      <th scope="col" className="p-1">
                        COLOUR
                      </th>
                      <th scope="col" className="p-1">
                        IN STOCK NOW
                      </th>
                      <th scope="col" className="p-1">
                        <span className="sr-only">Remove</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {variants.fields.map((field, i) => (
                      <tr key={field.id}>
                        <td className="p-1">
                          <TextInput aria-label={`SKU of variant ${i + 1}`} {...register(`variants.${i}.sku`)} className="mt-0" />
                          {error(errors.variants?.[i]?.sku?.message)}
                        </td>
                        <td className="p-1">
                          <TextInput aria-label={`Size of variant ${i + 1}`} {...register(`variants.${i}.size`)} className="mt-0" />
                        </td>
                        <td className="p-1">
                          <TextInput aria-label={`Colour of variant ${i + 1}`} {...register(`variants.${i}.colour`)} className="mt-0" />
                        </td>
                        <td className="p-1">
                          <TextInput
                            aria-label={`In stock now of variant ${i + 1}`}
                            inputMode="numeric"
                            {...register(`variants.${i}.in_stock`)}
                            className="mt-0 w-24"
                          />
                          {error(errors.variants?.[i]?.in_stock?.message)}
                        </td>
                        <td className="p-1">
                          <Button
                            aria-label={`REMOVE variant ${i + 1}`}
                            disabled={variants.fields.length === 1}
                            onClick={() => variants.remove(i)}
                          >
                            REMOVE
                          </Button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Button className="mt-2" onClick={() => variants.append({ id: "", sku: "", size: "", colour: "", in_stock: "0" })}>
                ADD VARIANT
              </Button>
            </fieldset>
          </>
        )}
        <FormActions
          saving={saving}
          editing={!!editing}
          onCancel={() => void onDone(false)}
          labels={{ create: "CREATE", update: "UPDATE", saving: "SAVING...", cancel: "CANCEL" }}
        />
      </form>
    </Panel>
  );
}

import { useState } from "react";
import toast from "react-hot-toast";
import { call } from "../../../lib/client/callables";
import type { ShippingZoneWire } from "../../../lib/domain/store";
import { amountInputValue, CURRENCY_CODES, formatMoney, parseAmount, type Currency } from "../../../lib/domain/store";
import { STORE_SCREEN_TEXTS } from "../../../lib/domain/store";
import { ListState, Panel } from "../../components/AdminPage";
import { Button } from "../../components/Button";
import { Field, Select, Switch, TextInput } from "../../components/form/controls";
import { useBusyAction } from "../../hooks/useBusyAction";
import { useCallableQuery } from "../../hooks/useCallableQuery";
import { confirmDelete } from "../../lib/formErrors";

/** SETTINGS: the store's currency, Stripe Tax and selling on or off, then the shipping zones. */
export function SettingsPage() {
  const settings = useCallableQuery("getStoreSettings", {}, STORE_SCREEN_TEXTS.settingsLoadFailed);
  const zones = useCallableQuery("listShippingZones", {}, STORE_SCREEN_TEXTS.settingsLoadFailed);
  const loaded = settings.data?.settings;
  const currency = loaded?.currency ?? "GBP";

  return (
    <div className="space-y-6">
      <Panel title="SETTINGS" id="store-settings-title">
        {loaded ? (
          <SettingsForm settings={loaded} onSaved={() => settings.reload()} />
        ) : (
          <ListState loading={settings.loading} empty emptyText={STORE_SCREEN_TEXTS.settingsLoadFailed} />
        )}{" "}
      </Panel>
      <Panel title="SHIPPING ZONES" id="store-zones-title">
        <ListState loading={zones.loading} empty={(zones.data?.zones.length ?? 0) === 0} emptyText={STORE_SCREEN_TEXTS.noZones} />
        <ul className="mt-4 space-y-2">
          {zones.data?.zones.map((zone) => (
            <li key={zone.id} className="border border-white/10 p-3 text-sm">
              <ZoneForm zone={zone} currency={currency} onSaved={() => void zones.reload()} />
            </li>
          ))}
        </ul>
        <h3 className="mt-6 text-xs tracking-widest">NEW ZONE</h3>
        <ZoneForm zone={null} currency={currency} onSaved={() => void zones.reload()} />
      </Panel>
    </div>
  );
}

/** Currency, Stripe Tax and STORE OPEN, starting from the saved settings. */
function SettingsForm({
  settings,
  onSaved,
}: {
  settings: { currency: Currency; stripe_tax: boolean; enabled: boolean };
  onSaved: () => Promise<void>;
}) {
  const { busy, run } = useBusyAction();
  const [currency, setCurrency] = useState<Currency>(settings.currency);
  const [stripeTax, setStripeTax] = useState(settings.stripe_tax);
  const [enabled, setEnabled] = useState(settings.enabled);
  return (
    <form
      method="post"
      onSubmit={(e) => {
        e.preventDefault();
        void run(
          "saveStoreSettings",
          () => call("saveStoreSettings", { currency, stripe_tax: stripeTax, enabled }),
          STORE_SCREEN_TEXTS.settingsSaveFailed,
          async () => {
            toast.success(STORE_SCREEN_TEXTS.settingsSaved);
            await onSaved();
          },
        );
      }}
    >
      <Field
        label="CURRENCY"
        htmlFor="store-currency"
        hint="Every price is in this currency; changing it does not convert prices already set."
      >
        <Select id="store-currency" value={currency} onChange={(e) => setCurrency(e.target.value as Currency)}>
          {CURRENCY_CODES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </Select>
      </Field>
      <Switch id="store-stripe-tax" label="STRIPE TAX" checked={stripeTax} onChange={(e) => setStripeTax(e.target.checked)} />
      <Switch id="store-enabled" label="STORE OPEN" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
      <Button type="submit" variant="primary" className="mt-6" disabled={busy}>
        {busy ? "SAVING..." : "SAVE SETTINGS"}
      </Button>
    </form>
  );
}

/** One zone: its name, countries (two-letter codes) and rates, saved with SAVE ZONE. */
function ZoneForm({ zone, currency, onSaved }: { zone: ShippingZoneWire | null; currency: Currency; onSaved: () => void }) {
  const { busy, run } = useBusyAction();
  const key = zone?.id ?? "new";
  const [name, setName] = useState(zone?.name ?? "");
  const [countries, setCountries] = useState(zone?.countries.join(", ") ?? "");
  const [first, setFirst] = useState(zone ? amountInputValue(zone.first_item, currency) : "");
  const [each, setEach] = useState(zone ? amountInputValue(zone.each_additional, currency) : "");
  return (
    <form
      method="post"
      className="grid gap-x-4 sm:grid-cols-4"
      onSubmit={(e) => {
        e.preventDefault();
        const [firstItem, eachAdditional] = [parseAmount(first, currency), parseAmount(each, currency)];
        if (firstItem === null || eachAdditional === null) {
          toast.error(STORE_SCREEN_TEXTS.invalidAmount);
          return;
        }
        const codes = countries.split(/[\s,]+/).filter(Boolean);
        void run(
          "saveShippingZone",
          () =>
            call("saveShippingZone", {
              id: zone?.id ?? null,
              name,
              countries: codes,
              first_item: firstItem,
              each_additional: eachAdditional,
            }),
          STORE_SCREEN_TEXTS.zoneSaveFailed,
          () => {
            toast.success(STORE_SCREEN_TEXTS.zoneSaved);
            if (!zone) [setName, setCountries, setFirst, setEach].forEach((set) => set(""));
            onSaved();
          },
        );
      }}
    >
      <Field label="ZONE NAME" htmlFor={`zone-${key}-name`}>
        <TextInput id={`zone-${key}-name`} value={name} onChange={(e) => setName(e.target.value)} required maxLength={100} />
      </Field>
      <Field label="COUNTRIES" htmlFor={`zone-${key}-countries`} hint="Two-letter codes, such as GB, FR">
        <TextInput id={`zone-${key}-countries`} value={countries} onChange={(e) => setCountries(e.target.value)} required />
      </Field>
      <Field label={`FIRST ITEM (${currency})`} htmlFor={`zone-${key}-first`}>
        <TextInput id={`zone-${key}-first`} inputMode="decimal" value={first} onChange={(e) => setFirst(e.target.value)} required />
      </Field>
      <Field label={`EACH ADDITIONAL (${currency})`} htmlFor={`zone-${key}-each`}>
        <TextInput id={`zone-${key}-each`} inputMode="decimal" value={each} onChange={(e) => setEach(e.target.value)} required />
      </Field>
      <div className="sm:col-span-4">
        <Button type="submit" className="mt-3" disabled={busy} aria-label={zone ? `SAVE ZONE ${zone.name}` : "ADD ZONE"}>
          {busy ? "SAVING..." : zone ? "SAVE ZONE" : "ADD ZONE"}
        </Button>
        {zone && (
          <Button
            variant="danger"
            className="ml-3 mt-3"
            disabled={busy}
            aria-label={`REMOVE ZONE ${zone.name}`}
            onClick={() => {
              if (!confirmDelete(STORE_SCREEN_TEXTS.confirmRemoveZone(zone.name))) return;
              void run(
                "deleteShippingZone",
                () => call("deleteShippingZone", { id: zone.id }),
                STORE_SCREEN_TEXTS.zoneRemoveFailed,
                () => {
                  toast.success(STORE_SCREEN_TEXTS.zoneRemoved);
                  onSaved();
                },
              );
            }}
          >
            REMOVE
          </Button>
        )}
        {zone && <span className="ml-3 text-xs text-muted">{formatMoney(zone.first_item, currency)} first item</span>}
      </div>
    </form>
  );
}

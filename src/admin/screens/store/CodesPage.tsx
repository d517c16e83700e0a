import { useState } from "react";
import toast from "react-hot-toast";
import { call } from "../../../lib/client/callables";
import { CODE_BATCH_MAX } from "../../../lib/domain/store";
import { STORE_SCREEN_TEXTS } from "../../../lib/domain/store";
import { ListState, Panel } from "../../components/AdminPage";
import { Button } from "../../components/Button";
import { Field, TextInput } from "../../components/form/controls";
import { ReleasePicker } from "../../components/form/ReleasePicker";
import { useBusyAction } from "../../hooks/useBusyAction";
import { useCallableQuery } from "../../hooks/useCallableQuery";
import { downloadText } from "../../lib/downloadText";

/** DOWNLOAD CODES: generate a batch for a release, list batches with how many were redeemed, export a batch as CSV for printing cards. */
export function CodesPage() {
  const batches = useCallableQuery("listDownloadCodeBatches", {}, STORE_SCREEN_TEXTS.codesLoadFailed);
  const { busy, run } = useBusyAction();
  const [release, setRelease] = useState<{ id: string; name: string } | null>(null);
  const [count, setCount] = useState("100");
  const [label, setLabel] = useState("");

  return (
    <div className="space-y-6">
      <Panel title="GENERATE CODES" id="store-codes-new-title">
        <form
          method="post"
          onSubmit={(e) => {
            e.preventDefault();
            if (!release) {
              toast.error("Choose the release.");
              return;
            }
            void run(
              "generateDownloadCodes",
              () => call("generateDownloadCodes", { release_id: release.id, count: Number(count), label }),
              STORE_SCREEN_TEXTS.codesGenerateFailed,
              async ({ batch }) => {
                toast.success(STORE_SCREEN_TEXTS.codesGenerated(batch.count));
                await batches.reload();
              },
            );
          }}
        >
          <Field label="RELEASE" htmlFor="codes-release">
            <ReleasePicker
              id="codes-release"
              value={release?.id ?? ""}
              valueName={release?.name ?? ""}
              onPick={(picked) => setRelease(picked)}
            />
          </Field>
          <Field label="HOW MANY" htmlFor="codes-count" hint={`1 to ${CODE_BATCH_MAX}`}>
            <TextInput id="codes-count" inputMode="numeric" value={count} onChange={(e) => setCount(e.target.value)} required />
          </Field>
          <Field label="NAME (OPTIONAL)" htmlFor="codes-label">
            <TextInput id="codes-label" value={label} onChange={(e) => setLabel(e.target.value)} maxLength={100} />
          </Field>
          <Button type="submit" variant="primary" className="mt-4" disabled={busy}>
            {busy ? "GENERATING..." : "GENERATE"}
          </Button>
        </form>
      </Panel>
      <Panel title="CODE BATCHES" id="store-codes-title">
        <ListState loading={batches.loading} empty={(batches.data?.batches.length ?? 0) === 0} emptyText={STORE_SCREEN_TEXTS.noBatches} />
        <ul className="mt-4 space-y-2">
          {batches.data?.batches.map((batch) => (
            <li key={batch.id} className="flex flex-wrap items-center gap-4 border border-white/10 p-3 text-sm">
              <span className="flex-1">
                {batch.label || "Batch"} · {batch.count} codes · {batch.redeemed} redeemed · {batch.created_at.toISOString().slice(0, 10)}
              </span>
              <Button
                aria-label={`EXPORT CSV ${batch.label || batch.id}`}
                onClick={() =>
                  void run(
                    "exportDownloadCodes",
                    () => call("exportDownloadCodes", { batch_id: batch.id }),
                    STORE_SCREEN_TEXTS.codesExportFailed,
                    ({ filename, csv }) => downloadText(filename, csv, "text/csv"),
                  )
                }
              >
                EXPORT CSV
              </Button>
            </li>
          ))}
        </ul>
      </Panel>
    </div>
  );
}

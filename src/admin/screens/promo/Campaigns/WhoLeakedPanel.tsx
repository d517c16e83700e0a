import { useState, type DragEvent } from "react";
import { whoLeaked, WhoLeakedError } from "../../../../lib/client/whoLeaked";
import { formatLongDate } from "../../../../lib/domain/shared";
import { CAMPAIGN_TEXTS, LEAK_MAX_BYTES, WHO_LEAKED_TEXTS as T, type LeakFinding } from "../../../../lib/domain/promo";
import { Panel } from "../../../components/AdminPage";

type State =
  { kind: "idle" } | { kind: "checking" } | { kind: "found"; finding: LeakFinding } | { kind: "none" } | { kind: "error"; message: string };

/**
 * "Who leaked this file?" (docs/promo.md#downloads-and-tracing): drop a file
 * found elsewhere, or choose it, and see whom the copy was made for, by its
 * exact bytes or by the marker its tags kept.
 */
export function WhoLeakedPanel() {
  const [state, setState] = useState<State>({ kind: "idle" });
  const [over, setOver] = useState(false);

  const check = async (file: File | undefined) => {
    if (!file) return;
    if (file.size === 0) return setState({ kind: "error", message: T.empty });
    if (file.size > LEAK_MAX_BYTES) return setState({ kind: "error", message: T.tooLarge });
    setState({ kind: "checking" });
    try {
      const finding = await whoLeaked(file);
      setState(finding ? { kind: "found", finding } : { kind: "none" });
    } catch (error) {
      console.error("Who-leaked check failed", error);
      setState({ kind: "error", message: error instanceof WhoLeakedError ? error.message : T.failed });
    }
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void check(event.dataTransfer.files[0]);
  };

  return (
    <Panel title={T.heading} id="who-leaked-title">
      <p className="text-sm text-muted">{T.intro}</p>
      <label
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        className={`mt-4 block cursor-pointer border border-dashed p-6 text-center text-sm tracking-widest ${over ? "border-accent" : "border-white/30"}`}
      >
        {T.drop}
        <input
          type="file"
          accept="audio/*,.mp3,.wav,.flac,.m4a,.ogg,.aif,.aiff"
          className="sr-only"
          data-testid="who-leaked-file"
          onChange={(event) => void check(event.target.files?.[0])}
        />
      </label>
      <div role="status" aria-live="polite" className="mt-4 text-sm" data-testid="who-leaked-result">
        {state.kind === "checking" && <p>{T.checking}</p>}
        {state.kind === "none" && <p>{T.noMatch}</p>}
        {state.kind === "error" && <p className="text-accent">{state.message}</p>}
        {state.kind === "found" && (
          <>
            <p>
              {state.finding.by === "hash" ? T.byHash : T.byTags} <strong>{state.finding.recipient}</strong>
            </p>
            <dl className="mt-2 grid gap-2 sm:grid-cols-2">
              {(
                [
                  [T.campaign, state.finding.campaign_name],
                  [T.track, state.finding.track_title],
                  [T.format, CAMPAIGN_TEXTS.formatLabels[state.finding.format]],
                  [T.madeAt, formatLongDate(state.finding.made_at)],
                  [T.downloadedAt, state.finding.downloaded_at ? formatLongDate(state.finding.downloaded_at) : "—"],
                ] as const
              ).map(([label, value]) => (
                <div key={label}>
                  <dt className="text-xs tracking-widest text-muted">{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
      </div>
    </Panel>
  );
}

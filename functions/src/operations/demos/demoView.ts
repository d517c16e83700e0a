import type { Demo } from "../../../../src/lib/domain/demos";
import type { DemoView } from "../../../../src/lib/domain/demos";

/** What the admin screen receives: everything but the private object name and the duplicate keys. */
export function toDemoView({ audio_path: _private, content_hash: _hash, submission_key: _key, ...view }: Demo): DemoView {
  return view;
}

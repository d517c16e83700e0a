import type { Demo } from "../../../src/lib/domain";
import type { DemoView } from "../../../src/lib/domain/contracts/demos";

/** What the admin screen receives: everything but the private object name. */
export function toDemoView({ audio_path: _private, ...view }: Demo): DemoView {
  return view;
}

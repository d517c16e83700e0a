import type { Repositories } from "../src/lib/data";
import { uuid, writeInBatches } from "./benchCatalog";
import { GENRES } from "../src/lib/domain/catalog";
import { newDemoDeskFields, type Demo } from "../src/lib/domain/demos";
import { DEMO_STATUSES } from "../src/lib/domain/demos";

export const BENCH_DEMOS = 10_000;
const TAGS = ["drone", "tape", "field recording", "noise", "modular", "voice", "shortlist", "live"];
const pad = (n: number) => String(n).padStart(5, "0");

/**
 * The demo desk at catalogue scale: 10,000 demos over two years, most
 * still pending, some rated, tagged, assigned to `assignees` or marked as
 * duplicates, as a busy inbox holds them. Written through the repository's
 * documents, 400 to a batch.
 */
export async function writeBenchDemos(repos: Repositories, now: Date, assignees: string[]): Promise<void> {
  const demos: Demo[] = Array.from({ length: BENCH_DEMOS }, (_, i) => {
    const id = uuid(5, i);
    const submitted = new Date(now.getTime() - i * 6_300_000);
    const rated = i % 4 === 0 ? 1 + (i % 3) : 0;
    return {
      id,
      artist_name: `Bench Demo Artist ${pad(i)}`,
      email: `demo${i}@bench.test`,
      track_title: `Bench demo track ${pad(i)}`,
      genre: i % 7 === 0 ? null : GENRES[i % GENRES.length]!,
      message: i % 2 === 0 ? `Recorded at home over ${(i % 12) + 1} months. Thanks for listening.` : null,
      audio_path: `${id}.mp3`,
      file_size: 4_000_000 + (i % 1000) * 5000,
      content_type: "audio/mpeg",
      status: i < 800 ? "pending" : DEMO_STATUSES[i % DEMO_STATUSES.length]!,
      admin_notes: "",
      submitted_at: submitted,
      status_changed_at: submitted,
      ...newDemoDeskFields(),
      tags: i % 5 === 0 ? [TAGS[i % TAGS.length]!, TAGS[(i + 3) % TAGS.length]!] : [],
      assignee_id: i % 6 === 0 ? assignees[i % assignees.length]! : null,
      rating_total: rated * (2 + (i % 4)),
      rating_count: rated,
      duplicate_of: i % 50 === 49 ? uuid(5, i - 1) : null,
    };
  });
  await writeInBatches(repos, repos.demos, demos);
}

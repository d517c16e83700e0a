import { lazy, Suspense } from "react";
import { LOADING_TEXTS } from "../../../../lib/domain/shared";

// The one-sheet editor (Quill) is large: it loads with this screen only, as with the press screen.
const CampaignsScreen = lazy(() => import("./CampaignsScreen"));

export default function LazyCampaignsScreen() {
  return (
    <Suspense
      fallback={
        <p role="status" className="p-10 text-center tracking-widest">
          {LOADING_TEXTS.generic}
        </p>
      }
    >
      <CampaignsScreen />
    </Suspense>
  );
}

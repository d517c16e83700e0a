import { lazy, Suspense } from "react";
import { LOADING_TEXTS } from "../../../../lib/domain/shared";

// The editor (Quill) is large: it loads with this screen only, as with the press screen.
const NewslettersScreen = lazy(() => import("./NewslettersScreen"));

export default function LazyNewslettersScreen() {
  return (
    <Suspense
      fallback={
        <p role="status" className="p-10 text-center tracking-widest">
          {LOADING_TEXTS.generic}
        </p>
      }
    >
      <NewslettersScreen />
    </Suspense>
  );
}

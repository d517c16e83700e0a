import { lazy, Suspense } from "react";
import { LOADING_TEXTS } from "../../../../lib/domain/shared";

// Quill is large: it loads with this screen only, not with every admin page.
const PressScreen = lazy(() => import("./PressScreen"));

export default function LazyPressScreen() {
  return (
    <Suspense
      fallback={
        <p role="status" className="p-10 text-center tracking-widest">
          {LOADING_TEXTS.generic}
        </p>
      }
    >
      <PressScreen />
    </Suspense>
  );
}

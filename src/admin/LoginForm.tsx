import { useEffect, useState, type FormEvent } from "react";
import toast, { Toaster } from "react-hot-toast";
import { ADMIN_ACCESS_TEXTS, loginSchema } from "../lib/domain/access";
import { LOADING_TEXTS, LOGIN_MESSAGES, SIGN_IN_REDIRECT_DELAY_MS, firstErrorMessage } from "../lib/domain/shared";
import { signIn } from "../lib/client/auth";
import { VALIDATION_TOAST_ID, showValidationError } from "./lib/formErrors";
import { NO_ACCESS_QUERY } from "./sections";

/**
 * /auth: email and password sign-in (docs/product.md#login-page).
 *
 * The server-rendered form must never send the password anywhere: its
 * inputs carry no `name` (nothing to serialize into a URL), it posts rather
 * than gets, and SIGN IN stays disabled (reading LOADING...) until the island
 * is live, which also blocks submitting with Enter. Without JavaScript the
 * form says why it cannot work.
 */
export default function LoginForm({ labelName }: { labelName: string }) {
  const [live, setLive] = useState(false);
  const [busy, setBusy] = useState(false);
  const [noAccess, setNoAccess] = useState(false);

  useEffect(() => {
    setLive(true);
    setNoAccess(new URLSearchParams(window.location.search).has(NO_ACCESS_QUERY));
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = event.currentTarget.elements;
    const value = (id: string) => (fields.namedItem(id) as HTMLInputElement | null)?.value;
    const parsed = loginSchema.safeParse({ email: value("email"), password: value("password") });
    if (!parsed.success) {
      showValidationError(firstErrorMessage(parsed.error));
      return;
    }
    setBusy(true);
    const failure = await signIn(parsed.data.email, parsed.data.password);
    if (failure) {
      toast.error(failure, { id: VALIDATION_TOAST_ID });
      setBusy(false);
      return;
    }
    toast.success(LOGIN_MESSAGES.welcomeBack, { id: VALIDATION_TOAST_ID });
    setTimeout(() => window.location.assign("/admin"), SIGN_IN_REDIRECT_DELAY_MS);
  }

  const disabled = busy || !live;
  return (
    <div className="flex min-h-screen items-center justify-center px-4">
      <Toaster position="top-center" />
      <form method="post" onSubmit={onSubmit} className="w-full max-w-sm border border-white/15 p-8" aria-labelledby="login-title">
        <h1 id="login-title" className="text-center text-2xl font-black tracking-widest">
          {labelName}
        </h1>
        <p className="mt-1 text-center text-sm tracking-widest text-muted">ADMIN ACCESS</p>
        {noAccess && (
          <p role="alert" className="mt-6 border border-accent/60 p-3 text-sm">
            {ADMIN_ACCESS_TEXTS.accountHasNoAccess}
          </p>
        )}
        <noscript>
          <p className="mt-6 border border-white/30 p-3 text-sm">{ADMIN_ACCESS_TEXTS.signInNeedsJavaScript}</p>
        </noscript>
        <label className="mt-8 block text-xs tracking-widest" htmlFor="email">
          EMAIL
        </label>
        <input
          id="email"
          type="text"
          inputMode="email"
          required
          autoComplete="email"
          disabled={busy}
          className="mt-1 w-full border border-white/20 bg-transparent px-3 py-2"
        />
        <label className="mt-4 block text-xs tracking-widest" htmlFor="password">
          PASSWORD
        </label>
        <input
          id="password"
          type="password"
          required
          autoComplete="current-password"
          disabled={busy}
          className="mt-1 w-full border border-white/20 bg-transparent px-3 py-2"
        />
        <button
          type="submit"
          disabled={disabled}
          className="mt-8 w-full bg-paper py-2 font-bold tracking-widest text-ink hover:bg-accent disabled:opacity-60"
        >
          {disabled ? LOADING_TEXTS.generic : "SIGN IN"}
        </button>
      </form>
    </div>
  );
}

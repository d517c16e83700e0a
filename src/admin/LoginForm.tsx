import { useState, type FormEvent } from "react";
import toast, { Toaster } from "react-hot-toast";
import { LOADING_TEXTS, LOGIN_MESSAGES, SIGN_IN_REDIRECT_DELAY_MS, firstErrorMessage, loginSchema } from "../lib/domain";
import { signIn } from "../lib/client/auth";

/** /auth: email and password sign-in (docs/product.md#login-page). */
export default function LoginForm({ labelName }: { labelName: string }) {
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = loginSchema.safeParse({ email: form.get("email"), password: form.get("password") });
    if (!parsed.success) {
      toast.error(firstErrorMessage(parsed.error));
      return;
    }
    setBusy(true);
    const failure = await signIn(parsed.data.email, parsed.data.password);
    if (failure) {
      toast.error(failure);
      setBusy(false);
      return;
    }
    toast.success(LOGIN_MESSAGES.welcomeBack);
    setTimeout(() => window.location.assign("/admin"), SIGN_IN_REDIRECT_DELAY_MS);
  }

  return (
    <div className="flex min-h-screen items-center justify-center px-4">
      <Toaster position="top-center" />
      <form onSubmit={onSubmit} className="w-full max-w-sm border border-white/15 p-8" aria-labelledby="login-title">
        <h1 id="login-title" className="text-center text-2xl font-black tracking-widest">{labelName}</h1>
        <p className="mt-1 text-center text-sm tracking-widest text-muted">ADMIN ACCESS</p>
        <label className="mt-8 block text-xs tracking-widest" htmlFor="email">EMAIL</label>
        <input id="email" name="email" type="text" inputMode="email" required autoComplete="email" disabled={busy} className="mt-1 w-full border border-white/20 bg-transparent px-3 py-2" />
        <label className="mt-4 block text-xs tracking-widest" htmlFor="password">PASSWORD</label>
        <input id="password" name="password" type="password" required autoComplete="current-password" disabled={busy} className="mt-1 w-full border border-white/20 bg-transparent px-3 py-2" />
        <button type="submit" disabled={busy} className="mt-8 w-full bg-paper py-2 font-bold tracking-widest text-ink hover:bg-accent disabled:opacity-60">
          {busy ? LOADING_TEXTS.generic : "SIGN IN"}
        </button>
      </form>
    </div>
  );
}

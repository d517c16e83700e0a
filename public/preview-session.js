// A preview link opened without the admin's token (typed, pasted, followed
// from a message) is answered with "Sign in to see this preview". When this
// browser holds a Firebase session (kept in localStorage under
// "firebase:authUser:<api key>:<app>"), the person is signed in: the opener
// page reads the session, gets a fresh token and opens the preview with it,
// so they see it, or are told they have no access (docs/preview.md).
try {
  if (Object.keys(localStorage).some((key) => key.startsWith("firebase:authUser:"))) {
    location.replace(`/open-preview#${location.pathname.split("/").pop()}`);
  }
} catch {
  // Storage disabled: no session to find; the sign-in page stands.
}

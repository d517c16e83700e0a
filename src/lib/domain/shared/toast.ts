/** A two-line toast (title + description): its own file so every message file can use it without importing another. */
export interface ToastText {
  title: string;
  description: string;
}

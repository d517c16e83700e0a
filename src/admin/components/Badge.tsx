import type { ReactNode } from "react";

/** Upper-case label; "default" is the emphasised style, "secondary" the quiet one. */
export function Badge({ variant = "secondary", children }: { variant?: "default" | "secondary"; children: ReactNode }) {
  const style = variant === "default" ? "bg-paper text-ink" : "bg-white/10 text-paper";
  return <span className={`inline-block px-2 py-0.5 text-[10px] font-bold uppercase tracking-widest ${style}`}>{children}</span>;
}

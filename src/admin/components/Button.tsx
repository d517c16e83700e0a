import type { ComponentProps } from "react";

type Variant = "primary" | "secondary" | "danger" | "ghost";

const styles: Record<Variant, string> = {
  primary: "bg-paper text-ink hover:bg-accent",
  secondary: "border border-white/30 hover:border-accent hover:text-accent",
  danger: "border border-red-500/60 text-red-300 hover:bg-red-500/20",
  ghost: "hover:text-accent",
};

export function Button({
  variant = "secondary",
  className = "",
  type = "button",
  ...props
}: ComponentProps<"button"> & { variant?: Variant }) {
  return (
    <button
      type={type}
      className={`px-3 py-1.5 text-xs font-bold tracking-widest transition disabled:cursor-not-allowed disabled:opacity-50 ${styles[variant]} ${className}`}
      {...props}
    />
  );
}

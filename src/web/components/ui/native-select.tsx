import type { ComponentProps } from "react";
import { cn } from "../../lib/utils";

/** The browser's own select, styled like `Input`: native keyboard and screen-reader support. */
export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return (
    <select
      className={cn(
        "flex h-10 w-full cursor-pointer rounded-md border border-input bg-background px-3 py-2 text-base text-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-1 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive md:text-sm",
        className,
      )}
      {...props}
    />
  );
}

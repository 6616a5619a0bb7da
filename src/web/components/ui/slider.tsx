import { Slider as SliderPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../../lib/utils";

export interface SliderProps extends ComponentProps<typeof SliderPrimitive.Root> {
  /** Props for the thumb (the element with role "slider"): give it its accessible name here. */
  thumbProps?: ComponentProps<typeof SliderPrimitive.Thumb>;
}

/**
 * shadcn-style wrapper around Radix Slider with one thumb: the arrow keys,
 * Page Up/Down, Home and End move it.
 */
export function Slider({ className, thumbProps, ...props }: SliderProps) {
  return (
    <SliderPrimitive.Root
      className={cn(
        "relative flex w-full touch-none select-none items-center py-2 data-[disabled]:opacity-60",
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-2 w-full grow overflow-hidden rounded-full bg-muted">
        <SliderPrimitive.Range className="absolute h-full bg-primary" />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        {...thumbProps}
        className={cn(
          "block size-5 cursor-pointer rounded-full border-2 border-primary bg-background shadow transition-colors focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2 motion-reduce:transition-none",
          thumbProps?.className,
        )}
      />
    </SliderPrimitive.Root>
  );
}

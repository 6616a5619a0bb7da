import { ChevronDown } from "lucide-react";
import { Accordion as AccordionPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../../lib/utils";

/* shadcn-style wrappers around Radix Accordion: each trigger is a button inside a heading. */

export const Accordion = AccordionPrimitive.Root;

export function AccordionItem({
  className,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Item>) {
  return <AccordionPrimitive.Item className={cn("border-b", className)} {...props} />;
}

export function AccordionTrigger({
  className,
  children,
  headingLevel = 3,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Trigger> & { headingLevel?: 2 | 3 | 4 }) {
  return (
    <AccordionPrimitive.Header asChild>
      {headingElement(headingLevel, {
        className: "flex",
        children: (
          <AccordionPrimitive.Trigger
            className={cn(
              "flex flex-1 cursor-pointer items-center justify-between gap-4 rounded-md py-4 text-left font-medium transition-colors hover:underline focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2 [&[data-state=open]>svg]:rotate-180",
              className,
            )}
            {...props}
          >
            {children}
            <ChevronDown
              aria-hidden="true"
              className="size-4 shrink-0 text-muted-foreground transition-transform motion-reduce:transition-none"
            />
          </AccordionPrimitive.Trigger>
        ),
      })}
    </AccordionPrimitive.Header>
  );
}

function headingElement(level: 2 | 3 | 4, props: ComponentProps<"h3">) {
  if (level === 2) return <h2 {...props} />;
  if (level === 4) return <h4 {...props} />;
  return <h3 {...props} />;
}

export function AccordionContent({
  className,
  children,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content className="overflow-hidden text-sm" {...props}>
      <div className={cn("pb-4", className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}

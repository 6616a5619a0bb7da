import { DropdownMenu as DropdownMenuPrimitive } from "radix-ui";
import { type ComponentProps, type ReactElement, type ReactNode, useEffect, useRef } from "react";
import { cn } from "../../lib/utils";

/*
 * shadcn-style wrappers around Radix DropdownMenu: arrow keys move between
 * items, typeahead finds them, Escape closes and returns focus to the trigger.
 */

// Pages build menus with LazyDropdownMenu (decision 015), which renders
// LoadedDropdownMenu below: the root, trigger and content stay in this file.
const DropdownMenu = DropdownMenuPrimitive.Root;
const DropdownMenuTrigger = DropdownMenuPrimitive.Trigger;

export interface DropdownMenuContentProps
  extends ComponentProps<typeof DropdownMenuPrimitive.Content> {
  /**
   * Render the menu at the end of the body (default). Pass false to keep it next to
   * its trigger, inside the trigger's landmark (e.g. a sticky header's navigation).
   */
  portal?: boolean;
}

function DropdownMenuContent({
  className,
  sideOffset = 6,
  portal = true,
  ...props
}: DropdownMenuContentProps) {
  const content = (
    <DropdownMenuPrimitive.Content
      sideOffset={sideOffset}
      className={cn(
        "z-50 max-h-(--radix-dropdown-menu-content-available-height) min-w-48 overflow-y-auto rounded-lg border border-border bg-background p-1 text-foreground shadow-lg",
        className,
      )}
      {...props}
    />
  );
  return portal ? <DropdownMenuPrimitive.Portal>{content}</DropdownMenuPrimitive.Portal> : content;
}

export function DropdownMenuItem({
  className,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Item>) {
  return (
    <DropdownMenuPrimitive.Item
      className={cn(
        "relative flex cursor-pointer select-none items-center gap-2 rounded-md px-2 py-2 text-sm outline-none transition-colors focus:bg-accent focus:text-accent-foreground data-disabled:pointer-events-none data-disabled:cursor-not-allowed data-disabled:text-muted-foreground [&_svg]:size-4 [&_svg]:shrink-0",
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuLabel({
  className,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Label>) {
  return (
    <DropdownMenuPrimitive.Label
      className={cn("px-2 py-1.5 font-semibold text-muted-foreground text-xs", className)}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Separator>) {
  return (
    <DropdownMenuPrimitive.Separator
      className={cn("-mx-1 my-1 h-px bg-border", className)}
      {...props}
    />
  );
}

export interface LoadedDropdownMenuProps {
  trigger: ReactElement;
  content: Omit<DropdownMenuContentProps, "children">;
  modal?: boolean;
  defaultOpen: boolean;
  /** Move focus to the trigger on mount: it replaced a plain button that had focus. */
  focusTrigger: boolean;
  children: ReactNode;
}

/** The real menu behind `LazyDropdownMenu` (lazy-dropdown-menu.tsx). */
export function LoadedDropdownMenu({
  trigger,
  content,
  modal,
  defaultOpen,
  focusTrigger,
  children,
}: LoadedDropdownMenuProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger && !defaultOpen) triggerRef.current?.focus();
  }, [focusTrigger, defaultOpen]);
  return (
    <DropdownMenu modal={modal} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild ref={triggerRef}>
        {trigger}
      </DropdownMenuTrigger>
      <DropdownMenuContent {...content}>{children}</DropdownMenuContent>
    </DropdownMenu>
  );
}

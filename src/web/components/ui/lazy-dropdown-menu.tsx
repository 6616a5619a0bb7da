import {
  cloneElement,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from "react";
import type * as Menu from "./dropdown-menu";

/** The parts a menu's items are built from, handed over once the menu code has loaded. */
export type DropdownMenuParts = Pick<
  typeof Menu,
  "DropdownMenuItem" | "DropdownMenuLabel" | "DropdownMenuSeparator"
>;

export interface LazyDropdownMenuProps {
  /** The button that opens the menu (usually a `Button`); it is shown from the first paint. */
  trigger: ReactElement<TriggerProps>;
  content: Omit<Menu.DropdownMenuContentProps, "children">;
  modal?: boolean;
  children: (parts: DropdownMenuParts) => ReactNode;
}

interface TriggerProps {
  ref?: React.Ref<HTMLButtonElement>;
  onClick?: () => void;
  onKeyDown?: (event: KeyboardEvent) => void;
  "aria-haspopup"?: "menu";
  "aria-expanded"?: boolean;
}

let menuModule: typeof Menu | undefined;
let loading: Promise<typeof Menu> | undefined;

function loadMenu(): Promise<typeof Menu> {
  loading ??= import("./dropdown-menu").then((module) => {
    menuModule = module;
    return module;
  });
  return loading;
}

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(run, { timeout: 2_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 200);
  return () => window.clearTimeout(handle);
}

/**
 * A dropdown menu whose code (Radix, floating positioning, focus handling:
 * about 25 KB gzip) is not part of the page's first load. The trigger is
 * plain markup until the browser is idle, then the real menu takes its place;
 * a click or ArrowDown before that loads the menu and opens it.
 */
export function LazyDropdownMenu({ trigger, content, modal, children }: LazyDropdownMenuProps) {
  const [mode, setMode] = useState<"plain" | "ready" | "open-on-arrival">(
    menuModule ? "ready" : "plain",
  );
  const plainTrigger = useRef<HTMLButtonElement>(null);
  // The real trigger replaces the plain one: keep keyboard focus where it was.
  const refocus = useRef(false);

  const upgrade = (open: boolean) => {
    void loadMenu().then(() => {
      refocus.current = document.activeElement === plainTrigger.current;
      setMode((current) => (open ? "open-on-arrival" : current === "plain" ? "ready" : current));
    });
  };

  useEffect(() => {
    if (mode !== "plain") return;
    return whenIdle(() => upgrade(false));
  });

  if (mode === "plain" || !menuModule) {
    return cloneElement(trigger, {
      ref: plainTrigger,
      "aria-haspopup": "menu",
      "aria-expanded": false,
      onClick: () => upgrade(true),
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key !== "ArrowDown") return;
        event.preventDefault();
        upgrade(true);
      },
    });
  }

  const { LoadedDropdownMenu } = menuModule;
  return (
    <LoadedDropdownMenu
      trigger={trigger}
      content={content}
      modal={modal}
      defaultOpen={mode === "open-on-arrival"}
      focusTrigger={refocus.current}
    >
      {children(menuModule)}
    </LoadedDropdownMenu>
  );
}

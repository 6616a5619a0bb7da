import {
  cloneElement,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
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
  onPointerEnter?: () => void;
  onTouchStart?: () => void;
  onFocus?: () => void;
  onClick?: () => void;
  onKeyDown?: (event: KeyboardEvent) => void;
  "aria-haspopup"?: "menu";
  "aria-expanded"?: boolean;
}

interface MenuState {
  mode: "plain" | "ready" | "open-on-arrival";
  /** The plain trigger had keyboard focus when the real menu replaced it. */
  hadFocus: boolean;
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

/**
 * A dropdown menu whose code (Radix, floating positioning, focus handling:
 * about 25 KB gzip) is not part of the page's load. The trigger is plain
 * markup until someone shows intent (pointer over it, a touch, keyboard
 * focus): then the menu's code loads and the real menu takes its place. A
 * click or ArrowDown before it has arrived opens the menu when it does.
 */
export function LazyDropdownMenu({ trigger, content, modal, children }: LazyDropdownMenuProps) {
  const [state, setState] = useState<MenuState>({
    mode: menuModule ? "ready" : "plain",
    hadFocus: false,
  });
  const plainTrigger = useRef<HTMLButtonElement>(null);

  const upgrade = (open: boolean) => {
    void loadMenu().then(() => {
      // The real trigger replaces the plain one: keep keyboard focus where it was.
      const hadFocus = document.activeElement === plainTrigger.current;
      setState((current) => {
        if (open) return { mode: "open-on-arrival", hadFocus };
        return current.mode === "plain" ? { mode: "ready", hadFocus } : current;
      });
    });
  };

  if (state.mode === "plain" || !menuModule) {
    return cloneElement(trigger, {
      ref: plainTrigger,
      "aria-haspopup": "menu",
      "aria-expanded": false,
      onPointerEnter: () => upgrade(false),
      onTouchStart: () => upgrade(false),
      onFocus: () => upgrade(false),
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
      defaultOpen={state.mode === "open-on-arrival"}
      focusTrigger={state.hadFocus}
    >
      {children(menuModule)}
    </LoadedDropdownMenu>
  );
}

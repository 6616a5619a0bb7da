import type { ExternalToast, toast as sonnerToast } from "sonner";
import { requestToaster } from "./toaster-store";

/*
 * Import `toast` from here, not from "sonner". Loading this module asks for
 * the toast viewport (see toaster-store.ts), which then downloads the
 * notification library after the page has rendered rather than as part of
 * it: the library never delays a page, and its live region is in place
 * before the first toast, so screen readers announce that one too. A toast
 * raised before the library arrives waits for it.
 * Destructive toasts use `toast.error(title, { description })`.
 */

requestToaster();

type Sonner = typeof sonnerToast;
type Message = Parameters<Sonner>[0];

let library: Promise<Sonner> | undefined;

function show(send: (sonner: Sonner) => void): void {
  // One shared promise keeps toasts in the order they were raised.
  library ??= import("sonner").then((module) => module.toast);
  void library.then(send);
}

export const toast = Object.assign(
  (message: Message, options?: ExternalToast) => show((sonner) => sonner(message, options)),
  {
    success: (message: Message, options?: ExternalToast) =>
      show((sonner) => sonner.success(message, options)),
    error: (message: Message, options?: ExternalToast) =>
      show((sonner) => sonner.error(message, options)),
  },
);

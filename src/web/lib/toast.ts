import { toast } from "sonner";
import { requestToaster } from "./toaster-store";

/*
 * Import `toast` from here, not from "sonner": loading this module is what
 * mounts the toast viewport (see toaster-store.ts). Destructive toasts use
 * `toast.error(title, { description })`.
 */
requestToaster();

export { toast };

import { Toaster } from "sonner";

/** The toast viewport: top centre, with a close button, five seconds per toast. */
export function AppToaster() {
  return <Toaster position="top-center" closeButton duration={5000} />;
}

import { lazy, Suspense, useState } from "react";
import type { LockedDialogProps } from "./locked-dialog";

// Most visits never meet a locked step: the dialog (and the dialog library
// under it) downloads the first time one is opened.
const LockedDialog = lazy(async () => ({
  default: (await import("./locked-dialog")).LockedDialog,
}));

/** The Locked dialog, loaded when first opened; then kept mounted so it closes and returns focus as usual. */
export function LazyLockedDialog(props: LockedDialogProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LockedDialog {...props} />
    </Suspense>
  );
}

import { useEffect, useRef } from "react";

/** Shows a toast the first time `when` becomes true (a failed load), not on every render. */
export function useToastOnce(when: boolean, show: () => void): void {
  const shown = useRef(false);
  const latest = useRef(show);
  latest.current = show;
  useEffect(() => {
    if (when && !shown.current) {
      shown.current = true;
      latest.current();
    }
    if (!when) shown.current = false;
  }, [when]);
}

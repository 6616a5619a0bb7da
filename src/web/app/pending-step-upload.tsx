import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { meQueryOptions } from "../lib/auth/get-me";

/**
 * Runs the post-login routine (spec section 4 "Auth state") once each time
 * someone becomes signed in. It only listens to the "who am I" query that
 * the pages already ask (it never asks itself), and loads the upload code
 * only then, so pages for visitors carry none of it.
 */
export function PendingStepUpload() {
  const queryClient = useQueryClient();
  const { data } = useQuery({ ...meQueryOptions(), enabled: false });
  const userId = data?.user.id;

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    import("../lib/social-steps/upload-pending")
      .then(({ uploadPendingExperiences }) => uploadPendingExperiences())
      .then((stored) => {
        if (cancelled || stored.length === 0) return;
        void queryClient.invalidateQueries({ queryKey: ["experiences"] });
        void queryClient.invalidateQueries({ queryKey: ["progress"] });
      })
      .catch((error: unknown) => console.error("Error in post-auth handler", error));
    return () => {
      cancelled = true;
    };
  }, [userId, queryClient]);

  return null;
}

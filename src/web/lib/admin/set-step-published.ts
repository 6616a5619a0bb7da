import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../api-client";
import type { AdminStep } from "./get-admin-steps";
import { afterStepWrite } from "./invalidate-steps";

export interface SetStepPublishedVariables {
  id: string;
  isPublished: boolean;
}

/** Publishes a step row (its step page renders it) or takes it back to draft. */
export async function setStepPublished({
  id,
  isPublished,
}: SetStepPublishedVariables): Promise<AdminStep> {
  const body = await api.patch<{ step: AdminStep }>(
    `/api/admin/steps/${encodeURIComponent(id)}/publish`,
    { isPublished },
  );
  return body.step;
}

export function useSetStepPublished() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStepPublished,
    onSuccess: (step) => afterStepWrite(queryClient, step),
  });
}

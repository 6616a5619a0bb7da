import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { StepFormInput } from "../../../core/admin-schemas";
import { api } from "../api-client";
import type { AdminStep } from "./get-admin-steps";
import { afterStepWrite } from "./invalidate-steps";

/** Rewrites a step row from the form; the id in the body is the row's own. */
export async function updateStep(input: StepFormInput): Promise<AdminStep> {
  const body = await api.put<{ step: AdminStep }>(
    `/api/admin/steps/${encodeURIComponent(input.id)}`,
    input,
  );
  return body.step;
}

export function useUpdateStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStep,
    onSuccess: (step) => afterStepWrite(queryClient, step),
  });
}

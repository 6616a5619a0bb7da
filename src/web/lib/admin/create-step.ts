import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { StepFormInput } from "../../../core/admin-schemas";
import { api } from "../api-client";
import type { AdminStep } from "./get-admin-steps";
import { afterStepWrite } from "./invalidate-steps";

/** A new step row from the form; 409 when the id is taken. */
export async function createStep(input: StepFormInput): Promise<AdminStep> {
  const body = await api.post<{ step: AdminStep }>("/api/admin/steps", input);
  return body.step;
}

export function useCreateStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStep,
    onSuccess: (step) => afterStepWrite(queryClient, step),
  });
}

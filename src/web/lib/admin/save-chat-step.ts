import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { StepChatInput } from "../../../core/admin-schemas";
import { api } from "../api-client";
import type { AdminStep } from "./get-admin-steps";
import { afterStepWrite } from "./invalidate-steps";

/**
 * The step chat builder's save: without an id (or with an unknown one) a new
 * draft row; with an existing id, that row's title, description and hero text.
 */
export async function saveChatStep(input: StepChatInput): Promise<AdminStep> {
  const body = await api.post<{ step: AdminStep }>("/api/admin/steps/chat", input);
  return body.step;
}

export function useSaveChatStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveChatStep,
    onSuccess: (step) => afterStepWrite(queryClient, step),
  });
}

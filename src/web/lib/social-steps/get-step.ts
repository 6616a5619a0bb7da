import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, api } from "../api-client";
import type { StepDto } from "./get-steps";

/**
 * One published step, or `null` when it is not published yet (the server
 * answers 404 "This step is being prepared."). Other failures throw.
 */
export async function getStep(stepNumber: number, signal?: AbortSignal): Promise<StepDto | null> {
  try {
    const body = await api.get<{ step: StepDto }>(`/api/steps/${stepNumber}`, { signal });
    return body.step;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function stepQueryOptions(stepNumber: number) {
  return queryOptions({
    queryKey: ["steps", "detail", stepNumber],
    queryFn: ({ signal }) => getStep(stepNumber, signal),
    staleTime: 5 * 60_000,
  });
}

export function useStep(stepNumber: number) {
  return useQuery(stepQueryOptions(stepNumber));
}

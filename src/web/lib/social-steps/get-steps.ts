import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../api-client";

/** One summary of a step (the dashboard's accordion, the generic step page). */
export interface StepSummary {
  title: string;
  content: string;
  highlighted?: boolean;
}

/** A published step as `GET /api/steps` and `GET /api/steps/:n` return it. */
export interface StepDto {
  id: string;
  stepNumber: number;
  title: string;
  description: string;
  content: {
    heroTitle?: string;
    heroDescription?: string;
    summary: string;
    summaries: StepSummary[];
    finalText: string;
  };
}

/** The published steps, one per number, in step order. */
export async function getSteps(signal?: AbortSignal): Promise<StepDto[]> {
  const body = await api.get<{ steps: StepDto[] }>("/api/steps", { signal });
  return body.steps;
}

export function stepsQueryOptions() {
  return queryOptions({
    queryKey: ["steps", "list"],
    queryFn: ({ signal }) => getSteps(signal),
    staleTime: 5 * 60_000,
  });
}

export function useSteps({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...stepsQueryOptions(), enabled });
}

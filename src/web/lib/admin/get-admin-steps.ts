import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../api-client";
import type { StepSummary } from "../social-steps/get-steps";

/** A step row as the admin routes return it, published or not (`AdminStepDto`). */
export interface AdminStep {
  id: string;
  stepNumber: number;
  title: string;
  description: string;
  displayOrder: number;
  /** As stored: any of these may be missing. */
  content: {
    heroTitle?: string;
    heroDescription?: string;
    summary?: string;
    summaries?: StepSummary[];
    finalText?: string;
  };
  isPublished: boolean;
  creationMethod: "form" | "chat";
  createdAt: string;
  updatedAt: string;
}

export const adminStepsQueryKey = ["admin", "steps"] as const;

/** Every step row, by step number, display order and creation time. */
export async function getAdminSteps(signal?: AbortSignal): Promise<AdminStep[]> {
  const body = await api.get<{ steps: AdminStep[] }>("/api/admin/steps", { signal });
  return body.steps;
}

export function adminStepsQueryOptions() {
  return queryOptions({
    queryKey: [...adminStepsQueryKey, "list"],
    queryFn: ({ signal }) => getAdminSteps(signal),
  });
}

export function useAdminSteps() {
  return useQuery(adminStepsQueryOptions());
}

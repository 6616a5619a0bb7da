import { queryOptions } from "@tanstack/react-query";
import { api } from "../api-client";
import { type ExperienceDto, experiencesQueryKey } from "./get-experiences";

/** The signed-in user's newest version for one step, or null (the dialog's preload). */
export async function getLatestExperience(
  stepNumber: number,
  signal?: AbortSignal,
): Promise<ExperienceDto | null> {
  const body = await api.get<{ experience: ExperienceDto | null }>(
    `/api/experiences/latest?step=${encodeURIComponent(stepNumber)}`,
    { signal },
  );
  return body.experience;
}

export function latestExperienceQueryOptions(stepNumber: number) {
  return queryOptions({
    queryKey: [...experiencesQueryKey, "latest", stepNumber] as const,
    queryFn: ({ signal }) => getLatestExperience(stepNumber, signal),
    staleTime: 0,
  });
}

import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../api-client";

export interface ExperienceDto {
  id: string;
  stepNumber: number;
  experienceText: string;
  rating: number;
  /** ISO time */
  createdAt: string;
}

/** Every query about the signed-in user's experiences starts with this key. */
export const experiencesQueryKey = ["experiences"] as const;

/** The signed-in user's own versions, by step then oldest first (401 when signed out). */
export async function getExperiences(signal?: AbortSignal): Promise<ExperienceDto[]> {
  const body = await api.get<{ experiences: ExperienceDto[] }>("/api/experiences", { signal });
  return body.experiences;
}

export function experiencesQueryOptions() {
  return queryOptions({
    queryKey: [...experiencesQueryKey, "all"] as const,
    queryFn: ({ signal }) => getExperiences(signal),
    staleTime: 0,
  });
}

export function useExperiences({ enabled }: { enabled: boolean }) {
  return useQuery({ ...experiencesQueryOptions(), enabled });
}

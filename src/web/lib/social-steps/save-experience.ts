import { api } from "../api-client";
import type { ExperienceDto } from "./get-experiences";

export interface SaveExperienceInput {
  stepNumber: number;
  experienceText: string;
  rating: number;
  /** The same key on a retry answers 200 with the stored row instead of a duplicate. */
  idempotencyKey?: string;
}

/** Inserts a new version of the signed-in user's experience for a step. */
export async function saveExperience(input: SaveExperienceInput): Promise<ExperienceDto> {
  const body = await api.post<{ experience: ExperienceDto }>("/api/experiences", input);
  return body.experience;
}

import { api } from "../api-client";

export interface SyncEntry {
  stepNumber: number;
  experienceText: string;
  rating: number;
  idempotencyKey: string;
}

export interface SyncResult {
  stepNumber: number;
  status: "saved" | "already-saved" | "locked";
}

/** Uploads pending local entries after sign-in; stores only where the user has none yet. */
export async function syncExperiences(entries: readonly SyncEntry[]): Promise<SyncResult[]> {
  const body = await api.post<{ results: SyncResult[] }>("/api/experiences/sync", { entries });
  return body.results;
}

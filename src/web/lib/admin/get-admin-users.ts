import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../api-client";

/** One profile as `GET /api/admin/users` lists it; names and email may be missing. */
export interface AdminUserDto {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  createdAt: string;
}

export interface AdminUsersPage {
  users: AdminUserDto[];
  total: number;
  /** True when a broad search stopped counting: there are at least `total` matches. */
  totalIsLowerBound: boolean;
  page: number;
  pageSize: number;
}

export interface AdminUsersParams {
  q: string;
  page: number;
  pageSize: number;
}

/** One page of users, newest first, optionally filtered by the start of a name or email. */
export async function getAdminUsers(
  { q, page, pageSize }: AdminUsersParams,
  signal?: AbortSignal,
): Promise<AdminUsersPage> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (q) query.set("q", q);
  return api.get<AdminUsersPage>(`/api/admin/users?${query}`, { signal });
}

export function adminUsersQueryOptions(params: AdminUsersParams) {
  return queryOptions({
    queryKey: ["admin", "users", params],
    queryFn: ({ signal }) => getAdminUsers(params, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useAdminUsers(params: AdminUsersParams) {
  return useQuery(adminUsersQueryOptions(params));
}

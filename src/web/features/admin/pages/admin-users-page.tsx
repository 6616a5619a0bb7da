import { ChevronLeft, ChevronRight, Search } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Spinner } from "../../../components/ui/spinner";
import { type AdminUserDto, useAdminUsers } from "../../../lib/admin/get-admin-users";
import { toast } from "../../../lib/toast";
import { AdminSectionHeading } from "../components/admin-section-heading";

const PAGE_SIZE = 25;
const SEARCH_DELAY_MS = 300;

function displayName(user: AdminUserDto): string {
  return [user.firstName, user.lastName].filter(Boolean).join(" ") || "Not provided";
}

const joinedFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/** `value`, once it has stopped changing for `delayMs`. */
function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** Every registered user, newest first, searched and paged on the server. */
export function AdminUsersPage() {
  const searchId = useId();
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  // The page belongs to one search: a new search starts again from its first page.
  const [paging, setPaging] = useState({ q, page: 1 });
  const page = paging.q === q ? paging.page : 1;
  const goToPage = (next: number) => setPaging({ q, page: Math.max(1, next) });
  const users = useAdminUsers({ q, page, pageSize: PAGE_SIZE });

  // Once per failed load, not once per render.
  const failedAt = users.isError ? users.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast.error("Failed to load users");
  }, [failedAt]);

  const data = users.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const hasNext = data ? page < pageCount || data.totalIsLowerBound : false;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <AdminSectionHeading title="Manage Users" />
        <div className="flex w-full flex-col gap-2 sm:w-80">
          <Label htmlFor={searchId}>Search users</Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id={searchId}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Name or email"
              maxLength={100}
              autoComplete="off"
              className="pl-9"
            />
          </div>
        </div>
      </div>

      {users.isPending ? (
        <Spinner label="Loading users..." className="py-16" />
      ) : !data ? (
        <div className="flex flex-col items-center gap-4 rounded-lg border border-border p-10 text-center">
          <p className="text-muted-foreground">The user list could not be loaded.</p>
          <Button type="button" variant="outline" onClick={() => users.refetch()}>
            Try again
          </Button>
        </div>
      ) : data.users.length === 0 && page === 1 ? (
        <p className="rounded-lg border border-border p-10 text-center text-muted-foreground">
          {q ? `No users match "${q}"` : "No users yet"}
        </p>
      ) : (
        <>
          <div className="overflow-x-auto rounded-lg border border-border">
            <table className="w-full text-left text-sm" aria-busy={users.isFetching}>
              <caption className="sr-only">
                {q ? `Users matching "${q}"` : "Users"}, newest first
              </caption>
              <thead className="border-border border-b bg-muted text-muted-foreground">
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Name
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Email
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    User ID
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Joined
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.users.map((user) => (
                  <tr key={user.id} className="border-border border-b last:border-b-0">
                    <td className="px-4 py-3 font-medium">{displayName(user)}</td>
                    <td className="px-4 py-3">
                      {user.email ?? <span className="text-muted-foreground">No email</span>}
                    </td>
                    <td className="px-4 py-3 font-mono text-muted-foreground text-xs">{user.id}</td>
                    <td className="whitespace-nowrap px-4 py-3">
                      <time dateTime={user.createdAt}>
                        {joinedFormat.format(new Date(user.createdAt))}
                      </time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          <nav
            aria-label="Users pages"
            className="flex flex-wrap items-center justify-between gap-4 text-sm"
          >
            <p className="text-muted-foreground">
              {data.total.toLocaleString()}
              {data.totalIsLowerBound ? "+" : ""} {data.total === 1 ? "user" : "users"}
            </p>
            <div className="flex items-center gap-3">
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => goToPage(page - 1)}
                disabled={page <= 1}
              >
                <ChevronLeft aria-hidden="true" />
                Previous
              </Button>
              <p aria-live="polite">
                Page {page} of {pageCount.toLocaleString()}
                {data.totalIsLowerBound ? "+" : ""}
              </p>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => goToPage(page + 1)}
                disabled={!hasNext}
              >
                Next
                <ChevronRight aria-hidden="true" />
              </Button>
            </div>
          </nav>
        </>
      )}
    </div>
  );
}

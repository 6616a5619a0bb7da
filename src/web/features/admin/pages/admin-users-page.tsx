import { ChevronLeft, ChevronRight, Search } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Spinner } from "../../../components/ui/spinner";
import { useAdminUsers } from "../../../lib/admin/get-admin-users";
import { toast } from "../../../lib/toast";
import { cn } from "../../../lib/utils";
import { AdminSectionHeading } from "../components/admin-section-heading";
import { pageLabel, userDisplayEmail, userDisplayName } from "../lib/user-row";

const PAGE_SIZES = [10, 25, 50, 100] as const;
const SEARCH_DELAY_MS = 300;

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
  const pageSizeId = useId();
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [pageSize, setPageSize] = useState<number>(25);
  // The page belongs to one search and page size: changing either starts again from page 1.
  const [paging, setPaging] = useState({ q, pageSize, page: 1 });
  const page = paging.q === q && paging.pageSize === pageSize ? paging.page : 1;
  const goToPage = (next: number) => setPaging({ q, pageSize, page: Math.max(1, next) });
  const users = useAdminUsers({ q, page, pageSize });

  // Once per failed load, not once per render.
  const failedAt = users.isError ? users.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast.error("Failed to load users");
  }, [failedAt]);

  const data = users.data;
  const pages = data && pageLabel(page, data.total, data.pageSize, data.totalIsLowerBound);

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
                    <td
                      className={cn(
                        "px-4 py-3 font-medium",
                        !user.firstName && !user.lastName && "text-muted-foreground",
                      )}
                    >
                      {userDisplayName(user)}
                    </td>
                    <td className={cn("px-4 py-3", !user.email && "text-muted-foreground")}>
                      {userDisplayEmail(user)}
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
            <div className="flex items-center gap-3">
              <p className="text-muted-foreground">
                {data.total.toLocaleString()}
                {data.totalIsLowerBound ? "+" : ""} {data.total === 1 ? "user" : "users"}
              </p>
              <Label htmlFor={pageSizeId} className="font-normal text-muted-foreground">
                Rows per page
              </Label>
              <select
                id={pageSizeId}
                value={pageSize}
                onChange={(event) => setPageSize(Number(event.target.value))}
                className="h-9 rounded-md border border-input bg-background px-2 text-foreground focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-1"
              >
                {PAGE_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </select>
            </div>
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
              <p aria-live="polite">{pages?.text}</p>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => goToPage(page + 1)}
                disabled={!pages?.hasNext}
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

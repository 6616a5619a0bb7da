import { Spinner } from "../components/ui/spinner";

/** Shown while a page's code or first data is on its way. */
export function PageLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner />
    </div>
  );
}

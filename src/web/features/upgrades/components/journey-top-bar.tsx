import { Check, ChevronDown, House, Menu, RotateCcw, Save } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { menuItems } from "../../../../core/journey";
import { Button } from "../../../components/ui/button";
import { LazyDropdownMenu } from "../../../components/ui/lazy-dropdown-menu";
import { cn } from "../../../lib/utils";
import { useJourney } from "../lib/journey-store";
import { catalogueTitle } from "../lib/upgrade-lookup";
import { ShareMenu } from "./share-menu";

// Both dialogs open from the menu: each loads the first time it is asked for.
const SaveResultsDialog = lazy(async () => ({
  default: (await import("./save-results-dialog")).SaveResultsDialog,
}));
const StartOverDialog = lazy(async () => ({
  default: (await import("./start-over-dialog")).StartOverDialog,
}));

/**
 * The sticky top bar of the upgrade pages (spec section 2 "Sticky top bar"):
 * the journey menu, the title, Start Over, Share and Save Results.
 */
export interface JourneyTopBarProps {
  /** Title text shown at the start of the bar. */
  title?: string;
}

export function JourneyTopBar({ title = "10 Awareness Upgrades" }: JourneyTopBarProps) {
  const { journey } = useJourney();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [saveOpen, setSaveOpen] = useState(false);
  const [startOverOpen, setStartOverOpen] = useState(false);
  // Once asked for, a dialog stays mounted so it can close (and return focus) as usual.
  const [saveWanted, setSaveWanted] = useState(false);
  const [startOverWanted, setStartOverWanted] = useState(false);
  if (saveOpen && !saveWanted) setSaveWanted(true);
  if (startOverOpen && !startOverWanted) setStartOverWanted(true);
  const items = journey ? menuItems(journey) : [];

  return (
    <header className="sticky top-0 z-40 border-border border-b bg-background/95 backdrop-blur">
      <nav
        aria-label="Awareness journey"
        className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-2 px-3 sm:px-4"
      >
        <div className="flex min-w-0 items-center gap-1 sm:gap-2">
          <LazyDropdownMenu
            modal={false}
            trigger={
              <Button type="button" variant="ghost" size="sm" aria-label="Journey menu">
                <Menu aria-hidden="true" />
                <span className="hidden sm:inline">Journey</span>
                <ChevronDown aria-hidden="true" className="hidden sm:block" />
              </Button>
            }
            content={{ align: "start", className: "w-72", portal: false }}
          >
            {({ DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator }) => (
              <>
                <DropdownMenuItem
                  onSelect={() => navigate("/upgrades")}
                  aria-current={pathname === "/upgrades" ? "page" : undefined}
                >
                  <House aria-hidden="true" />
                  Home
                </DropdownMenuItem>
                <DropdownMenuSeparator />
                {items.length === 0 ? (
                  <DropdownMenuLabel className="font-normal">
                    Begin your journey to unlock the first upgrade.
                  </DropdownMenuLabel>
                ) : (
                  items.map((item) => {
                    const path = `/upgrades/${item.upgradeId}`;
                    return (
                      <DropdownMenuItem
                        key={item.upgradeId}
                        disabled={!item.reachable}
                        aria-current={pathname === path ? "page" : undefined}
                        className={cn(pathname === path && "font-semibold")}
                        onSelect={() => navigate(path)}
                      >
                        <span className="min-w-0 flex-1 truncate">
                          {item.position}. {catalogueTitle(item.upgradeId)}
                        </span>
                        {item.completed && (
                          <>
                            <Check aria-hidden="true" className="text-success" />
                            <span className="sr-only">{" (completed)"}</span>
                          </>
                        )}
                        {!item.reachable && (
                          <span className="sr-only">{" (not yet available)"}</span>
                        )}
                      </DropdownMenuItem>
                    );
                  })
                )}
              </>
            )}
          </LazyDropdownMenu>
          <span className="truncate font-semibold text-base sm:text-lg">{title}</span>
        </div>

        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label="Start over"
            title="Start over"
            onClick={() => setStartOverOpen(true)}
          >
            <RotateCcw aria-hidden="true" />
          </Button>
          <ShareMenu variant="ghost" compact />
          <Button type="button" size="sm" onClick={() => setSaveOpen(true)}>
            <Save aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">Save Results</span>
          </Button>
        </div>
      </nav>
      <Suspense fallback={null}>
        {startOverWanted && (
          <StartOverDialog open={startOverOpen} onOpenChange={setStartOverOpen} />
        )}
        {saveWanted && <SaveResultsDialog open={saveOpen} onOpenChange={setSaveOpen} />}
      </Suspense>
    </header>
  );
}

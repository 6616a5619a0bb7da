import type { Auth } from "../auth";
import type { DatabaseHandle } from "../db/client";
import type { Config } from "../env";
import type { Mailer } from "../mail/mailer";
import type { CollectiveFeed } from "../progress/feed";

/** What every handler can reach through `c.var`. */
export interface AppEnv {
  Variables: {
    config: Config;
    database: DatabaseHandle;
    auth: Auth;
    clientIp: string | null;
    mailer: Mailer;
    feed: CollectiveFeed;
    /** Aborted when the server begins to stop, so long-lived streams end. */
    shutdownSignal: AbortSignal;
  };
}

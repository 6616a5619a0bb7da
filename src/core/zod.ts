import { z } from "zod/mini";

/*
 * The functional "mini" build of zod: the web app pays only for the checks
 * its schemas use (decision 013). Every schema in the product imports `z` from here, so this setting is in
 * place before any of them runs. Zod otherwise probes for eval with
 * `new Function` to compile faster parsers; the web app's Content-Security-
 * Policy forbids eval, and the probe would be reported as a violation.
 */
z.config({ jitless: true });

export { z };

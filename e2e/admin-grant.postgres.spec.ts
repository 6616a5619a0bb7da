import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, test } from "./fixtures";

/*
 * `npm run admin -- grant EMAIL` on a running installation. It needs the
 * PostgreSQL server (the embedded database allows one process per data
 * folder, and the e2e server holds it), so this spec runs only in the
 * "postgres" project, whose server uses database e2e_<port> (scripts/e2e-server.mjs).
 */
const run = promisify(execFile);

test("a participant granted admin with the command reaches the admin area", async ({
  page,
  baseURL,
  login,
}) => {
  const serverUrl = process.env.E2E_DATABASE_URL;
  if (!serverUrl || !baseURL)
    throw new Error("this spec needs E2E_DATABASE_URL (project postgres)");
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/e2e_${new URL(baseURL).port}`;

  const user = await login();
  await page.goto("/admin/upgrades");
  await expect(page).toHaveURL("/");

  const { stdout } = await run("npm", ["run", "-s", "admin", "--", "grant", user.email], {
    env: { ...process.env, DATABASE_URL: databaseUrl.toString() },
  });
  expect(stdout).toContain(user.email);

  await page.goto("/admin/upgrades");
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
  await expect(page).toHaveURL("/admin/upgrades");
});

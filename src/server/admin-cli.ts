import { grantAdminByEmail } from "./accounts/roles";
import { DataDirInUseError } from "./db/data-dir-lock";
import { openReadyDatabase } from "./db/open-from-config";
import { ConfigError, loadConfig } from "./env";

const USAGE = "Usage: npm run admin -- grant EMAIL";

async function run(args: string[]): Promise<number> {
  const [command, email] = args;
  if (command !== "grant" || !email) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openReadyDatabase(config);
  try {
    if (await grantAdminByEmail(database.db, email)) {
      console.log(`${email} is now an admin.`);
      return 0;
    }
    console.error(`No account uses ${email}. Sign up first, then run this again.`);
    return 1;
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(
      error instanceof ConfigError || error instanceof DataDirInUseError ? error.message : error,
    );
    process.exit(1);
  },
);

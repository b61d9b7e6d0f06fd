/** `npm run db:reset [-- --force]`: see reset.ts, or run it with --help. */
import { runDbReset } from './reset';

process.exitCode = await runDbReset(process.argv.slice(2));

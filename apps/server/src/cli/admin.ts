/** `npm run admin -- <command> [options]`: see admin.command.ts, or run it with --help. */
import { runAdmin } from './admin.command';

process.exitCode = await runAdmin(process.argv.slice(2));

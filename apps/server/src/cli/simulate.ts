/** `npm run simulate -- [--rate 20] [--minutes 5]`: see simulate.command.ts. */
import { runSimulate } from './simulate.command';

process.exitCode = await runSimulate(process.argv.slice(2));
process.exit();

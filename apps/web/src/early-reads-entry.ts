// The script index.html runs first (vite.config.ts `earlyReadsScript`): the app address's first
// reads, asked for while the app's code downloads (lib/early-reads.ts).
import { startEarlyReads } from './lib/early-reads';

startEarlyReads();

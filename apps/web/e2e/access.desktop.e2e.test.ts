// Access (issue 3) in the desktop user agent: see access.suite.ts.
import { defineAccessSuite } from './access.suite';

defineAccessSuite('desktop');

// Access (issue 3) in the mobile user agent: see access.suite.ts.
import { defineAccessSuite } from './access.suite';

defineAccessSuite('mobile');

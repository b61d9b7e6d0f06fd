// Accessibility and the Hindi walk (issue 40) in the mobile user agent: see a11y.suite.ts.
import { defineA11ySuite } from './a11y.suite';

defineA11ySuite('mobile');

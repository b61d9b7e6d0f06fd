/**
 * Forms: react-hook-form with `zodResolver(<the contract's schema>)` from here (its messages in the
 * page's language), and this one helper for what the server refuses. See docs/ui.md "Forms".
 * The login imports lib/server-errors.ts itself, so its page loads no form library.
 */
export { FORM_ERROR, applyServerErrors, type ServerErrorOptions } from './server-errors';
export { zodResolver } from './zod-resolver';

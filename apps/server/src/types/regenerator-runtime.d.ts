/** regenerator-runtime ships no types; its runtime is imported only to set the `regeneratorRuntime` global. */
declare module 'regenerator-runtime/runtime.js';

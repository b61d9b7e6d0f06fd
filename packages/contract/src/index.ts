export * from './common';
export * from './health';
export * from './auth';
export * from './routes';
export * from './dates';
export * from './deals';
export * from './commission';

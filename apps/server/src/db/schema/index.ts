export * from './core';
export * from './auth';
export * from './deals';
export * from './commission';
export * from './wallet';
export * from './kyc';
export * from './files';
export * from './account';

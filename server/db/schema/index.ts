export * from './identity.ts';
export * from './network.ts';

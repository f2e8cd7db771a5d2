export * from './identity.ts';
export * from './network.ts';
export * from './property.ts';

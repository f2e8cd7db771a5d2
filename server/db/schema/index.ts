export * from './identity.ts';
export * from './network.ts';
export * from './property.ts';
export * from './notifications.ts';
export * from './agreements.ts';
export * from './subscriptions.ts';
export * from './catalogue.ts';

export * from './roles.ts';
export * from './routes.ts';
export * from './navigation.ts';
export * from './status-confinement.ts';

export * from './common';
export * from './events';
export * from './registrations';
export * from './volunteers';
export * from './contact';
export * from './content';
export * from './auth';
export * from './users';

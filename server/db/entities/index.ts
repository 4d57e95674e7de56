import * as entityClasses from './entityClasses';

export * from './entityClasses';

/** Every entity, for the data source. */
export const entities = Object.values(entityClasses);

export * from '../core/sessions.tables'; // allowed
export * from '../modules/alpha/alpha.tables'; // allowed
export * from '../modules/beta/beta.tables'; // allowed

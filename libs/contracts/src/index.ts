export * from './admin';
export * from './common';
export * from './leagues';
export * from './live';
export * from './messages';
export * from './rubric';
export * from './standings';

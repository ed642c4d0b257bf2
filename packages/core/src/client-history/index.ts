export * from './history-kinds';
export * from './history-messages';
export * from './history-responses';
export * from './history-sentences';

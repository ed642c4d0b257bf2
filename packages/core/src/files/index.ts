export * from './display-name';
export * from './file-size';
export * from './upload-messages';
export * from './upload-rules';

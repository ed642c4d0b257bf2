import { lazy } from 'react';

export type { RichTextEditorProps } from './rich-text-editor';

// TipTap is the heaviest thing in the app: it loads only where an editor is shown.
const loadRichTextEditor = () => import('./rich-text-editor');

/** The welcome-message editor, lazy: wrap it in Suspense. */
export const RichTextEditor = lazy(loadRichTextEditor);

/** Starts downloading the editor early (e.g. while the page's data loads). */
export const preloadRichTextEditor = () => void loadRichTextEditor();

export { richTextClasses } from './rich-text-classes';

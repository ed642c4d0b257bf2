/** Renders the server's sanitised welcome-message HTML (paragraphs, marks, lists, links). */
export const richTextClasses = [
  'text-sm leading-relaxed text-slate-700 sm:text-base',
  '[&_p]:my-0 [&_p+p]:mt-3 [&_p:empty]:min-h-[1lh]',
  '[&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1 [&_li>p]:my-0',
  '[&_a]:font-medium [&_a]:text-primary-700 [&_a]:underline [&_a]:underline-offset-2',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
].join(' ');

import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Italic, LinkIcon, List, ListOrdered, type LucideIcon, Underline } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { richTextClasses } from './rich-text-classes';

export interface RichTextEditorProps {
  /** Initial HTML (read once). */
  initialHtml: string;
  /** The editor's HTML after each change; '' when it is empty. */
  onChange: (html: string) => void;
  editable: boolean;
  /** Id of the visible heading that names the editor. */
  labelledBy: string;
  describedBy?: string;
}

/**
 * The welcome-message editor (journeys and clients): bold, italic, underline, bullet and ordered lists, links and
 * paragraphs only, matching what the server keeps when it sanitises. Import it through `./index` (lazy): TipTap is big.
 */
export default function RichTextEditor({
  initialHtml,
  onChange,
  editable,
  labelledBy,
  describedBy,
}: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['http', 'https', 'mailto'],
          HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' },
        },
      }),
    ],
    content: initialHtml,
    editable,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        class: cn(
          richTextClasses,
          'min-h-36 px-4 py-3 outline-none [&_a]:cursor-text',
          editable ? 'bg-white' : 'bg-slate-50 text-slate-600',
        ),
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  useEffect(() => {
    // No update event: switching editability is not an edit (it would mark the form unsaved).
    editor.setEditable(editable, false);
  }, [editor, editable]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
    }),
  });

  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');
  const linkInputId = useId();

  const openLink = () => {
    setHref(state.href);
    setLinkOpen((open) => !open);
  };
  const applyLink = () => {
    const url = href.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (!url) chain.unsetLink().run();
    else chain.setLink({ href: /^(https?:|mailto:)/i.test(url) ? url : `https://${url}` }).run();
    setLinkOpen(false);
  };
  const removeLink = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setLinkOpen(false);
  };

  const tools: { label: string; icon: LucideIcon; active: boolean; run: () => void }[] = [
    { label: 'Bold', icon: Bold, active: state.bold, run: () => editor.chain().focus().toggleBold().run() },
    { label: 'Italic', icon: Italic, active: state.italic, run: () => editor.chain().focus().toggleItalic().run() },
    {
      label: 'Underline',
      icon: Underline,
      active: state.underline,
      run: () => editor.chain().focus().toggleUnderline().run(),
    },
    {
      label: 'Bullet list',
      icon: List,
      active: state.bulletList,
      run: () => editor.chain().focus().toggleBulletList().run(),
    },
    {
      label: 'Ordered list',
      icon: ListOrdered,
      active: state.orderedList,
      run: () => editor.chain().focus().toggleOrderedList().run(),
    },
    { label: 'Link', icon: LinkIcon, active: state.link || linkOpen, run: openLink },
  ];

  return (
    <div className="overflow-hidden rounded-lg border border-slate-300 shadow-xs focus-within:border-primary-600 focus-within:outline-2 focus-within:outline-primary-600/30">
      <div
        role="toolbar"
        aria-label="Formatting"
        className="flex flex-wrap items-center gap-1 border-b border-slate-200 bg-slate-50 px-2 py-1.5"
      >
        {tools.map((tool, index) => (
          <span key={tool.label} className="contents">
            {index === 3 || index === 5 ? <span aria-hidden="true" className="mx-1 h-5 w-px bg-slate-200" /> : null}
            <button
              type="button"
              aria-label={tool.label}
              title={tool.label}
              aria-pressed={tool.active}
              disabled={!editable}
              onMouseDown={(event) => event.preventDefault()}
              onClick={tool.run}
              className={cn(
                'flex size-9 cursor-pointer items-center justify-center rounded-md transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-50',
                tool.active
                  ? 'bg-primary-100 text-primary-800'
                  : 'text-slate-600 hover:bg-slate-200/70 hover:text-slate-900',
              )}
            >
              <tool.icon aria-hidden="true" className="size-4" />
            </button>
          </span>
        ))}
      </div>
      {linkOpen && editable ? (
        <div className="flex flex-col gap-2 border-b border-slate-200 bg-white px-3 py-3 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1 space-y-1">
            <label htmlFor={linkInputId} className="block text-xs font-medium text-slate-700">
              Link URL
            </label>
            <Input
              id={linkInputId}
              type="url"
              inputMode="url"
              value={href}
              autoFocus
              placeholder="https://example.com"
              onChange={(event) => setHref(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  applyLink();
                }
                if (event.key === 'Escape') {
                  event.stopPropagation();
                  setLinkOpen(false);
                }
              }}
            />
          </div>
          <div className="flex gap-2">
            <Button onClick={applyLink}>Apply</Button>
            {state.link ? (
              <Button variant="secondary" onClick={removeLink}>
                Remove link
              </Button>
            ) : null}
            <Button variant="ghost" onClick={() => setLinkOpen(false)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : null}
      <EditorContent editor={editor} />
    </div>
  );
}

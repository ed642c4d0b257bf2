import { AGREEMENT_TEMPLATES, type AgreementTemplate } from '@bloom/core';
import { FilePlus2, FileText } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { AGREEMENTS_UI as M } from '../agreements-messages';

/** The three built-in samples and a blank page, as cards: picking one fills the title and text. */
export function TemplatePicker({ onPick }: { onPick: (template: AgreementTemplate | null) => void }) {
  const card =
    'flex h-full w-full cursor-pointer flex-col items-start gap-1.5 rounded-xl border border-slate-200 bg-white p-4 text-left transition-shadow duration-150 hover:border-primary-400 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600';
  return (
    <ul className="grid gap-3 sm:grid-cols-2" aria-label={M.templateLabel}>
      {AGREEMENT_TEMPLATES.map((template) => (
        <li key={template.id}>
          <button type="button" className={card} onClick={() => onPick(template)}>
            <span className="flex items-center gap-2 font-medium text-slate-900">
              <FileText aria-hidden="true" className="size-4 text-primary-600" />
              {template.name}
            </span>
            <span className="text-sm text-slate-600">{template.description}</span>
            <Badge tone="amber" className="mt-1 whitespace-normal">
              {M.sampleBadge}
            </Badge>
          </button>
        </li>
      ))}
      <li>
        <button type="button" className={card} onClick={() => onPick(null)}>
          <span className="flex items-center gap-2 font-medium text-slate-900">
            <FilePlus2 aria-hidden="true" className="size-4 text-slate-500" />
            {M.templateBlank}
          </span>
          <span className="text-sm text-slate-600">Write your own from the first line.</span>
        </button>
      </li>
    </ul>
  );
}

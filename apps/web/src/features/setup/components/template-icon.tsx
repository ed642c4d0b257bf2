import {
  Camera,
  Check,
  Clapperboard,
  Compass,
  Heart,
  House,
  type LucideIcon,
  Megaphone,
  Monitor,
  PenLine,
  PenTool,
  Plus,
  Route,
  Scale,
} from 'lucide-react';
import { cn } from '../../../lib/cn';
import { SCRATCH } from '../lib/wizard-templates';

const ICONS: Record<string, LucideIcon> = {
  'web-design': Monitor,
  'brand-identity': PenTool,
  coaching: Compass,
  photography: Camera,
  'content-creation': Clapperboard,
  marketing: Megaphone,
  'real-estate': House,
  legal: Scale,
  wedding: Heart,
  'freelance-writing': PenLine,
  [SCRATCH]: Plus,
};

/** A template's picture: its trade's icon on a soft tile, a tick once chosen. */
export function TemplateIcon({ templateKey, selected = false }: { templateKey: string; selected?: boolean }) {
  const Icon = selected ? Check : (ICONS[templateKey] ?? Route);
  return (
    <span
      className={cn(
        'grid size-10 shrink-0 place-items-center rounded-lg transition-colors duration-150 motion-reduce:transition-none',
        selected ? 'bg-primary-600 text-white' : 'bg-primary-50 text-primary-700',
      )}
    >
      <Icon aria-hidden="true" className="size-5" strokeWidth={selected ? 3 : 2} />
    </span>
  );
}

import { Palette } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';

export function Component() {
  return (
    <>
      <PageHeader
        title="Branding"
        description="Your logo and colours, applied to every client portal, email and testimonial widget."
      />
      <EmptyState
        icon={Palette}
        title="No logo added yet"
        description="Add your logo and brand colour so clients recognise you the moment they open their portal."
      />
    </>
  );
}

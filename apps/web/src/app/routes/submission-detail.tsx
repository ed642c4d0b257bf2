import { FileText } from 'lucide-react';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';

export function Component() {
  return (
    <>
      <PageHeader
        title="Submission"
        description="A client's full answers for one stage, with any files they uploaded."
        back={{ to: '/submissions', label: 'Back to Submissions' }}
      />
      <EmptyState
        icon={FileText}
        title="No answers to show"
        description="This submission doesn't contain any answers yet."
      />
    </>
  );
}

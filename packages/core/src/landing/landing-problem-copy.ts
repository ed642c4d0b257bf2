import type { MessageVariantId } from '../variant-ids';

/** The old-way-vs-new-way section's two sentences (below the fold, so kept apart from the hero's copy). */
export interface LandingProblemCopy {
  painPoint: string;
  solutionPoint: string;
}

/** Pain and solution points per variant; read only by the sections under the hero. */
export const LANDING_PROBLEM_COPY: Record<MessageVariantId, LandingProblemCopy> = {
  a: {
    painPoint:
      'Every project starts with a dozen emails: the questionnaire, the missing files, the “just checking in”.',
    solutionPoint: 'Your journey asks the questions, collects the files and tells the client what comes next.',
  },
  b: {
    painPoint: 'Scattered email threads, shared-drive links and PDFs make a great freelancer look disorganised.',
    solutionPoint: 'One branded portal where each step, file and approval sits where the client expects it.',
  },
  c: {
    painPoint: 'Projects stall for days because a client forgot the form, the files or the approval you asked for.',
    solutionPoint: 'The portal shows clients exactly what is left to do, and notifies you when they have done it.',
  },
  d: {
    painPoint: 'You finish great work, ask for a review once, and never hear back.',
    solutionPoint: 'A feedback stage with guidance, a rating and a consent checkbox closes every project.',
  },
};

import { Link2, Route, UserPlus } from 'lucide-react';
import { LandingSection } from './landing-section';

const STEPS = [
  {
    icon: Route,
    title: 'Build your journey',
    text: 'Lay out onboarding questions, milestones and a testimonial request once. Start from a template for your industry.',
  },
  {
    icon: UserPlus,
    title: 'Add a client',
    text: 'Create a project for each client and pick the journey they follow. Your logo and colours come along.',
  },
  {
    icon: Link2,
    title: 'Share one link',
    text: 'Your client opens their portal on any device, sees what to do next, and you see every answer in one place.',
  },
];

export function HowItWorks() {
  return (
    <LandingSection id="how-it-works" title="How it works" className="border-t border-slate-100 bg-white">
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {STEPS.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="rounded-xl border border-slate-200 bg-white p-6">
            <div className="flex items-center gap-3">
              <span className="flex size-10 items-center justify-center rounded-xl bg-primary-50 text-primary-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="text-sm font-semibold text-primary-700">Step {index + 1}</span>
            </div>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 text-sm text-slate-600">{text}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}

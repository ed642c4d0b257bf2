/** What other parts of the app may use from the journeys feature. */
export { QuickJourneyDialog, type QuickJourneyDialogProps } from './components/quick-journey-dialog';

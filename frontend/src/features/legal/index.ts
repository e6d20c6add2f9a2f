export { OrganizerContact } from './components/OrganizerContact';
export { useOrganizer } from './hooks/use-organizer';
export { BackToHomeButton } from './components/BackToHomeButton';

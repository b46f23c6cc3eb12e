export { ExportParticipantsButton } from './ExportParticipantsButton';
export { JobsList } from './JobsList';

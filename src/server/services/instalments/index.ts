/** Distance-learning instalments and termination (issue 26 §3; src/shared/instalments.ts). */
export { markFirstInstalmentsInvoiced, plannedInstalmentDays } from './first.ts';
export { invoiceDueInstalments } from './due.ts';
export { terminateDistanceContract, terminationPreview, terminationsOfPositions } from './terminate.ts';
export { queueTerminationMail } from './termination-mail.ts';

/** Course evaluations (services/evaluations/): the form of an ordered course, saving it, and the published results. */
export {
  evaluationForm,
  evaluationOfType,
  evaluationsOfCourse,
  evaluationsOfReferent,
  evaluationsOfType,
  readerOf,
  saveEvaluation,
} from './service.ts';

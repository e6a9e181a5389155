/** The certificate and evaluation pages (issue 12 §3–§4), loaded together by ./certificate-pages.ts. */
export { attendanceOrLookupRoute } from '../features/certificates/AttendancePage';
export { learningCheckRoute } from '../features/certificates/LearningCheckPage';
export { evaluationRoute } from '../features/evaluations/EvaluationPage';

/**
 * Certificates (services/certificates/): the certificate files of an ordered position, the learning
 * success check and the public certification lookup (the certificate routes), and the certificate
 * facts of a position with its modules (the customer area and the evaluations).
 */
export {
  attendanceCertificate,
  attendanceConfirmation,
  certificationCertificate,
  certificationLookup,
  checkCertification,
  courseInfo,
  moduleCertificate,
  positionCertificate,
  type CertificateFile,
} from './service.ts';
export { learningCheckOf, submitLearningCheck } from './learning-check.ts';
export { CERTIFICATE_FACT_COLUMNS, certificatesOf, evaluationOpen, type CertificateFacts } from './position.ts';
export { courseModules } from './modules.ts';
export {
  accountSeatCertificate,
  participantCertificate,
  participantCertificateAvailable,
  participantModuleCertificate,
  participantModules,
  type ParticipantCertificateFacts,
} from './participant.ts';
export { drawCertificate } from './pdf.ts';
export { POSITION_SELECT, type CertificatePosition } from './position.ts';

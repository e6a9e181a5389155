/**
 * The route paths of the certificate and evaluation pages (issue 12 §3–§4): the check of a position,
 * the evaluation form, and bescheinigung — with a URL id the attendance confirmation, without
 * one the lookup by course, order number and e-mail. Kept short: they are part of the start page's script.
 */
export const CERTIFICATE_PATHS = ['lernerfolgskontrolle/:id', 'teilnehmer-feedback', 'bescheinigung/:id?'] as const;
export type CertificatePath = (typeof CERTIFICATE_PATHS)[number];

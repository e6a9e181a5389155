/** Uploaded proofs (services/upload/): what the order service and the upload routes use. */
export { attachProofsToOrder, deleteProof, proofsOf, readProof, receiveProof, UPLOADS_PER_OWNER } from './service.ts';
export type { IncomingFile, ProofOwner, ProofReader, StoredProof } from './service.ts';
export { openUploadStorage, uploadDirOf, type UploadStorage } from './storage.ts';

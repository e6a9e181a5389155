/**
 * A PDF of the customer area (invoice, credit note, certificate): it goes with the bearer token, so it
 * is fetched and handed to the browser as a file — no plain link. Busy while it loads; a failure says
 * so beside the button, which stays for another try.
 */
import { useState } from 'react';
import { saveBlob } from '../lib/download';

export interface PdfButtonProps {
  label: string;
  /** Said when the download failed. */
  failed: string;
  fileName: string;
  load: () => Promise<Blob>;
}

export function PdfButton({ label, failed, fileName, load }: PdfButtonProps) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = async () => {
    setState('busy');
    try {
      saveBlob(await load(), fileName);
      setState('idle');
    } catch (error) {
      console.warn(`${fileName} download failed`, error);
      setState('failed');
    }
  };
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => void download()}
        disabled={state === 'busy'}
        aria-busy={state === 'busy'}
      >
        {label}
      </button>
      {state === 'failed' && (
        <span role="alert" className="dashboard-inline-error">
          {failed}
        </span>
      )}
    </>
  );
}

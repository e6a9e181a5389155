/**
 * Puts the live panel (?flows=live) on the page: a React root of its own beside the app's, so the
 * app's tree and its first screen are untouched. Loaded by the composition root only when the live
 * view is wanted.
 */
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import type { AppSystem } from '../../../state/system-context';
import { LivePanel } from './LivePanel';
import '../flows.css';

export function mountLivePanel(system: AppSystem): () => void {
  const container = document.createElement('div');
  container.id = 'flows-live-root';
  document.body.appendChild(container);
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <Suspense fallback={null}>
        <LivePanel system={system} />
      </Suspense>
    </StrictMode>,
  );
  return () => {
    root.unmount();
    container.remove();
  };
}
